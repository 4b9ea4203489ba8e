-- SARA reference data (spec part A section 3 "Reference entities").
create schema if not exists sara;

-- Accent- and case-insensitive search: an immutable wrapper of unaccent usable in indexes.
create or replace function sara.f_unaccent(text) returns text
  language sql immutable parallel safe strict
  as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;
create or replace function sara.f_search(text) returns text
  language sql immutable parallel safe strict
  as $$ select lower(sara.f_unaccent($1)) $$;

create table sara.uf (
  "idUf" integer primary key,          -- IBGE state code
  sigla char(2) not null unique,
  nome text not null,
  regiao text not null,
  latitude numeric(9, 6),
  longitude numeric(9, 6)
);

create table sara.municipio (
  id integer primary key,              -- IBGE municipality code
  "idUf" integer not null references sara.uf("idUf"),
  nome text not null,
  "codigoMunicipioIbge" text not null unique,
  latitude numeric(9, 6),
  longitude numeric(9, 6),
  capital boolean not null default false
);
create index municipio_uf_idx on sara.municipio ("idUf");

-- Postal-code ranges of each municipality (CEP as an 8-digit number).
create table sara."faixaCep" (
  "idMunicipio" integer not null references sara.municipio(id),
  inicio integer not null,
  fim integer not null,
  check (inicio <= fim),
  primary key ("idMunicipio", inicio)
);
create index faixa_cep_inicio_idx on sara."faixaCep" (inicio, fim);

create table sara.laboratorio (
  "idLaboratorio" integer primary key,
  nome text not null,
  integrado boolean not null default false   -- lab 1: the integrated main lab
);

create table sara.empresa (
  "idEmpresa" serial primary key,
  "razaoSocial" text not null,
  "nomeFantasia" text,
  documento text,                           -- CNPJ or CPF
  "inscricaoRural" text,
  "tipoEmpresa" text not null check ("tipoEmpresa" in ('coletora', 'fornecedora', 'varejo', 'laboratorio', 'gerenciadora')),
  "idAgrupadorUsuario" integer,             -- the access-service client (user grouper) of the company
  ativo boolean not null default true,
  "nomeBusca" text generated always as (sara.f_search(coalesce("razaoSocial", '') || ' ' || coalesce("nomeFantasia", '') || ' ' || coalesce(documento, ''))) stored
);
create index empresa_agrupador_idx on sara.empresa ("idAgrupadorUsuario");
create index empresa_busca_trgm on sara.empresa using gin ("nomeBusca" gin_trgm_ops);

create table sara.pessoa (
  "idPessoa" serial primary key,
  nome text not null,
  "idEmpresa" integer not null references sara.empresa("idEmpresa"),
  "idScaUsuario" integer unique,            -- the access-service user, when the person is one
  tipo text not null default 'outro' check (tipo in ('sca', 'outro')),
  email text,
  ativo boolean not null default true
);
create index pessoa_empresa_idx on sara.pessoa ("idEmpresa");

-- Certificates a person holds; 'ambiental' marks environmental sampling responsibles.
create table sara."pessoaCertificado" (
  "idPessoa" integer not null references sara.pessoa("idPessoa") on delete cascade,
  certificado text not null,
  primary key ("idPessoa", certificado)
);

create table sara.orcamento (
  "idOrcamento" serial primary key,
  "codigoOrcamento" text not null,
  "objetoOrcamento" text not null,
  "idLaboratorio" integer not null references sara.laboratorio("idLaboratorio"),
  "idEmpresa" integer references sara.empresa("idEmpresa"),   -- null: any company
  ativo boolean not null default true
);
create index orcamento_empresa_idx on sara.orcamento ("idEmpresa");

create table sara."programaAmostra" (
  "idProgramaAmostra" integer primary key,
  nome text not null,
  "tipoRastreamento" text check ("tipoRastreamento" ~ '^(rastreamento|opcional)_[a-z0-9_]+$'),
  rama boolean not null default false,
  ambiental boolean not null default false,
  "idPessoa" integer references sara.pessoa("idPessoa")   -- owner of an own program
);

create table sara."campoPrograma" (
  "idCampoPrograma" serial primary key,
  "idProgramaAmostra" integer not null references sara."programaAmostra"("idProgramaAmostra"),
  token text not null,                      -- translation token of the label
  tipo text not null check (tipo in ('texto', 'data')),
  ordem integer not null default 0
);

-- Programs a person may use; a person without rows may use every program.
create table sara."programaPessoa" (
  "idProgramaAmostra" integer not null references sara."programaAmostra"("idProgramaAmostra"),
  "idPessoa" integer not null references sara.pessoa("idPessoa") on delete cascade,
  primary key ("idProgramaAmostra", "idPessoa")
);

create table sara.varejo (
  "idVarejo" integer primary key,
  nome text not null,
  "idPessoaVarejoSca" integer,
  "raizesCnpj" text[] not null default '{}',
  "idAgrupadorUsuario" integer,
  rama boolean not null default true,
  "exigeEan" boolean not null default false  -- retailer 1 requires an EAN on every item
);

create table sara."normaAmbiental" (
  "idNormaAmbiental" serial primary key,
  nome text not null
);

create table sara."categoriaProduto" (
  "idCategoriaProduto" serial primary key,
  nome text not null
);

-- BAS products (the product base of the tracker).
create table sara.produto (
  id serial primary key,
  nome text not null,
  "nomeI18n" jsonb not null default '{}'::jsonb,   -- {"pt-BR": ..., "en": ..., "es": ...}
  "idCategoriaProduto" integer not null references sara."categoriaProduto"("idCategoriaProduto"),
  "nomeBusca" text generated always as (sara.f_search(nome)) stored
);
create index produto_categoria_idx on sara.produto ("idCategoriaProduto");
create index produto_busca_trgm on sara.produto using gin ("nomeBusca" gin_trgm_ops);

-- Sampling places.
create table sara."localAmostra" (
  "idLocalAmostra" serial primary key,
  nome text not null,
  "codigoPostal" varchar(10),
  logradouro text,
  bairro text,
  numero text,
  "semNumero" boolean not null default false,
  complemento text,
  "idMunicipio" integer not null references sara.municipio(id),
  "idEmpresa" integer references sara.empresa("idEmpresa"),
  tipo text not null default 'outro' check (tipo in ('elo_4g', 'outro')),
  "idProgramaAmostra" integer references sara."programaAmostra"("idProgramaAmostra"),
  "idVarejo" integer references sara.varejo("idVarejo"),
  "dataCriacao" timestamptz not null default now(),
  "nomeBusca" text generated always as (sara.f_search(nome)) stored,
  check (not "semNumero" or numero is null)
);
create index local_amostra_empresa_idx on sara."localAmostra" ("idEmpresa");
create index local_amostra_busca_trgm on sara."localAmostra" using gin ("nomeBusca" gin_trgm_ops);

-- Company products (free names a company samples under).
create table sara."produtoEmpresa" (
  "idProdutoEmpresa" serial primary key,
  nome varchar(60) not null check (btrim(nome) <> ''),
  "idEmpresa" integer not null references sara.empresa("idEmpresa")
);
create unique index produto_empresa_nome_key on sara."produtoEmpresa" ("idEmpresa", lower(nome));
