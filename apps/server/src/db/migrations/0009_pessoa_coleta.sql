-- Field 12 of the collection screen (environmental programs): the collection person, a lab
-- person's name picked from a list when the lab is responsible for the sampling, free text when the
-- customer is. A name, not a reference: the free text has no person row, and the lab people list
-- only offers names. Group level, like responsavelColeta.
alter table sara.agrupador add column "pessoaColeta" varchar(60);
