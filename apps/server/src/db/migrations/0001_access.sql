-- Access module (spec part C): the suite's single sign-on and account service.
-- SARA logs in through it as system 59. Names follow the suite's vocabulary.
create extension if not exists unaccent;
create extension if not exists pg_trgm;
create schema if not exists access;

create table access.sistema (
  "idSistema" integer primary key,
  nome text not null
);

-- Clients (companies of the suite that hold contracts and users).
create table access.cliente (
  "idCliente" serial primary key,
  "nomeFantasia" text not null,
  "razaoSocial" text not null,
  documento text,
  "nomeDocumento" text,           -- CPF, CNPJ or a foreign id
  "idSap" text,
  "idSip" text,
  "idAgrupadorUsuario" integer,   -- user grouper
  "idUsuarioMaster" integer,
  "migradoLegado" boolean not null default false,
  ativo boolean not null default true,
  "dataCriacao" timestamptz not null default now()
);

create table access.usuario (
  "idUsuario" serial primary key,
  nome text not null,
  username text not null,
  email text not null,
  "telefoneDdi" text,
  "telefone" text,
  pais text,
  "senhaHash" text not null,
  ativo boolean not null default true,
  "motivoInativacao" text check ("motivoInativacao" in ('inatividade', 'inadimplencia', 'moderacao')),
  master boolean not null default false,
  "emailConfirmado" boolean not null default false,
  "idCliente" integer references access.cliente("idCliente"),
  "idAgrupadorUsuario" integer,
  "tentativasFalhas" integer not null default 0,
  "bloqueadoEm" timestamptz,
  "ultimoAcesso" timestamptz,
  "dataCriacao" timestamptz not null default now(),
  "dataAtualizacao" timestamptz not null default now(),
  constraint usuario_username_formato check (username ~ '^[A-Za-z0-9._]{3,30}$')
);
create unique index usuario_username_key on access.usuario (lower(username));
create unique index usuario_email_key on access.usuario (lower(email));
alter table access.cliente add constraint cliente_master_fk foreign key ("idUsuarioMaster") references access.usuario("idUsuario");

-- Time-window groups (Brasilia time); a user's access to a system may be limited to them.
create table access."grupoHorario" (
  "idGrupoHorario" serial primary key,
  nome text not null,
  "idSistema" integer not null references access.sistema("idSistema")
);
create table access."janelaHorario" (
  "idJanelaHorario" serial primary key,
  "idGrupoHorario" integer not null references access."grupoHorario"("idGrupoHorario") on delete cascade,
  "diaSemana" smallint not null check ("diaSemana" between 0 and 6), -- 0 Sunday
  "horaInicio" time not null,
  "horaFim" time not null,
  check ("horaInicio" <= "horaFim")
);

-- Which systems a user may enter, and under which time-window group.
create table access."usuarioSistema" (
  "idUsuario" integer not null references access.usuario("idUsuario") on delete cascade,
  "idSistema" integer not null references access.sistema("idSistema"),
  "idGrupoHorario" integer references access."grupoHorario"("idGrupoHorario"),
  primary key ("idUsuario", "idSistema")
);

create table access.funcionalidade (
  "idFuncionalidade" serial primary key,
  token text not null,                 -- the feature id, e.g. amostraColetada.adicionar
  "idSistema" integer not null references access.sistema("idSistema"),
  "nomePtBr" text not null,
  "nomeEnUs" text not null,
  "nomeEsEs" text not null,
  descricao text,
  tags text[] not null default '{}',
  unique ("idSistema", token)
);

create table access.grupo (
  "idGrupo" serial primary key,
  nome text not null check (char_length(nome) between 3 and 30),
  "idSistema" integer not null references access.sistema("idSistema"),
  "idCliente" integer references access.cliente("idCliente")
);
create table access."grupoFuncionalidade" (
  "idGrupo" integer not null references access.grupo("idGrupo") on delete cascade,
  "idFuncionalidade" integer not null references access.funcionalidade("idFuncionalidade") on delete cascade,
  primary key ("idGrupo", "idFuncionalidade")
);
create table access."usuarioGrupo" (
  "idUsuario" integer not null references access.usuario("idUsuario") on delete cascade,
  "idGrupo" integer not null references access.grupo("idGrupo") on delete cascade,
  primary key ("idUsuario", "idGrupo")
);
create table access."usuarioFuncionalidade" (
  "idUsuario" integer not null references access.usuario("idUsuario") on delete cascade,
  "idFuncionalidade" integer not null references access.funcionalidade("idFuncionalidade") on delete cascade,
  primary key ("idUsuario", "idFuncionalidade")
);

-- Services: API paths and methods a group may call.
create table access.servico (
  "idServico" serial primary key,
  "idSistema" integer not null references access.sistema("idSistema"),
  path text not null,
  metodos text[] not null check (cardinality(metodos) > 0)
);
create table access."grupoServico" (
  "idGrupo" integer not null references access.grupo("idGrupo") on delete cascade,
  "idServico" integer not null references access.servico("idServico") on delete cascade,
  primary key ("idGrupo", "idServico")
);

-- Sessions: an opaque random token; only its SHA-256 hash is kept.
create table access.sessao (
  "idSessao" serial primary key,
  "tokenHash" bytea not null unique,
  "idUsuario" integer not null references access.usuario("idUsuario") on delete cascade,
  "idSistema" integer not null references access.sistema("idSistema"),
  "manterConectado" boolean not null default false,
  "dataCriacao" timestamptz not null default now(),
  "expiraEm" timestamptz not null,
  "encerradaEm" timestamptz,
  "motivoEncerramento" text,
  ip text,
  "userAgent" text
);
create index sessao_usuario_idx on access.sessao ("idUsuario");

-- Single-use e-mailed links (recovery, confirmation, unblock, reactivation, e-mail change).
create table access."linkAcesso" (
  "idLinkAcesso" serial primary key,
  tipo text not null check (tipo in ('recuperacao', 'confirmacao', 'desbloqueio', 'reativacao', 'troca_email')),
  "tokenHash" bytea not null unique,
  "idUsuario" integer not null references access.usuario("idUsuario") on delete cascade,
  "emailNovo" text,
  "expiraEm" timestamptz not null,
  "usadoEm" timestamptz,
  "dataCriacao" timestamptz not null default now()
);

create table access."politicaPrivacidade" (
  "idPoliticaPrivacidade" serial primary key,
  versao text not null unique,
  texto text not null,
  "publicadaEm" timestamptz not null default now()
);
create table access."aceitePolitica" (
  "idUsuario" integer not null references access.usuario("idUsuario") on delete cascade,
  "idPoliticaPrivacidade" integer not null references access."politicaPrivacidade"("idPoliticaPrivacidade"),
  "aceitoEm" timestamptz not null default now(),
  primary key ("idUsuario", "idPoliticaPrivacidade")
);

-- Plans, contracts and usage indicators.
create table access.plano (
  "idPlano" serial primary key,
  "idSistema" integer not null references access.sistema("idSistema"),
  nivel text not null check (nivel in ('Lite', 'Inicial', 'Intermediário', 'Profissional', 'Corporativo', 'Enterprise')),
  limites jsonb not null default '{}'::jsonb,
  "valorMensal" numeric(12, 2)
);
create table access.contrato (
  "idContrato" serial primary key,
  "idCliente" integer not null references access.cliente("idCliente"),
  "idPlano" integer not null references access.plano("idPlano"),
  "valorMensal" numeric(12, 2) not null,
  inicio date not null,
  fim date,
  ativo boolean not null default true
);
create table access."usoIndicador" (
  "idContrato" integer not null references access.contrato("idContrato") on delete cascade,
  indicador text not null,
  periodo date not null,            -- first day of the month
  valor numeric not null default 0,
  primary key ("idContrato", indicador, periodo)
);

-- Translation catalogue of the suite.
create table access.traducao (
  id serial primary key,
  token text not null unique,
  "idSistema" integer references access.sistema("idSistema"),
  "ptBr" text not null,
  "enUs" text not null,
  "esEs" text not null,
  tags text[] not null default '{}'
);
create index traducao_tags_idx on access.traducao using gin (tags);

-- Outgoing e-mail: sent through SMTP when configured, otherwise kept here as the dev mailbox.
create table access."emailEnviado" (
  "idEmail" serial primary key,
  para text not null,
  assunto text not null,
  texto text not null,
  html text,
  status text not null default 'pendente' check (status in ('pendente', 'enviado', 'falhou', 'caixa_local')),
  erro text,
  "dataCriacao" timestamptz not null default now(),
  "enviadoEm" timestamptz
);

insert into access.sistema ("idSistema", nome) values (59, 'SARA');
