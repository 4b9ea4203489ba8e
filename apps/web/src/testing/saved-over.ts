import { vi } from 'vitest';
import { jsonResponse, requestOf } from './render';

/**
 * A server that already has the group an earlier, unanswered save of the form made (createOrSaveOver):
 * the creation is answered 409 SAMPLE_GROUP_EXISTS, the group's read with version 'v1', the save over
 * it with version 'v2'.
 */
export function serverWithEarlierSave(idAgrupador: string) {
  const exists = { error: { code: 'SAMPLE_GROUP_EXISTS', message: 'Já existe uma amostra com este identificador.' } };
  return vi
    .fn()
    .mockResolvedValueOnce(jsonResponse(exists, 409))
    .mockResolvedValueOnce(jsonResponse({ data: { idAgrupador, versao: 'v1', itens: [] } }))
    .mockResolvedValueOnce(jsonResponse({ data: { idAgrupador, versao: 'v2', itens: [] } }));
}

/** The first `count` requests a stubbed fetch made. */
export const requestsOf = (fetchMock: { mock: { calls: unknown[][] } }, count: number) =>
  Array.from({ length: count }, (_, i) => requestOf(fetchMock, i));
