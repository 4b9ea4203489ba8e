-- Company product names whose accents were typed as separate marks ('e' and U+0302), kept before the
-- API composed every text it stores (NFC, since 2026-12-07), are composed too: the unique rule on a
-- company's product names then compares them as they read. Where the composed name is taken already
-- (by a composed name, or by another spelling of the same that comes first), the name stays as it is:
-- both products were kept before, and neither is taken away or renamed to something else.
with candidates as (
  select distinct on (p."idEmpresa", lower(normalize(p.nome, nfc)))
    p."idProdutoEmpresa",
    normalize(p.nome, nfc) as composed
  from sara."produtoEmpresa" p
  where p.nome is not nfc normalized
    and not exists (
      select 1
      from sara."produtoEmpresa" o
      where o."idEmpresa" = p."idEmpresa"
        and o.nome is nfc normalized
        and lower(o.nome) = lower(normalize(p.nome, nfc))
    )
  order by p."idEmpresa", lower(normalize(p.nome, nfc)), p."idProdutoEmpresa"
)
update sara."produtoEmpresa" p
set nome = c.composed
from candidates c
where p."idProdutoEmpresa" = c."idProdutoEmpresa";
