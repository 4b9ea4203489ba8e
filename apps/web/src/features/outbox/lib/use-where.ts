import { useQuery } from '@tanstack/react-query';
import { db } from '../../../offline/db';
import type { OutboxItem } from '../../../offline/outbox';

/**
 * Where each kept write is, by its program and place names from the device's lists, so that the user
 * tells two waiting writes apart: 'RAMA · Supermercado Bom Preço - Loja Pinheiros'. A place typed as
 * text (environmental programs) is shown as typed; a name the device does not hold is left out.
 */
export function useWhere(items: readonly OutboxItem[]): Map<number, string> {
  const programs = [...new Set(items.map((i) => i.itens[0]?.idProgramaAmostra).filter((x) => x != null))];
  const places = [...new Set(items.map((i) => i.itens[0]?.idLocalAmostra).filter((x) => x != null))];
  const names = useQuery({
    queryKey: ['outbox-where', programs, places],
    queryFn: async () => {
      const [p, l] = await Promise.all([db.programa.bulkGet(programs), db.localAmostra.bulkGet(places)]);
      return {
        programs: new Map(p.flatMap((x) => (x ? [[x.idProgramaAmostra, x.nome] as const] : []))),
        places: new Map(l.flatMap((x) => (x ? [[x.idLocalAmostra, x.nome] as const] : []))),
      };
    },
    staleTime: 60_000,
  });
  const where = new Map<number, string>();
  for (const item of items) {
    const first = item.itens[0];
    const parts = [
      first?.idProgramaAmostra != null ? names.data?.programs.get(first.idProgramaAmostra) : undefined,
      first?.idLocalAmostra != null ? names.data?.places.get(first.idLocalAmostra) : first?.localAmostra?.trim(),
    ].filter((x): x is string => Boolean(x));
    if (parts.length > 0) where.set(item.id, parts.join(' · '));
  }
  return where;
}
