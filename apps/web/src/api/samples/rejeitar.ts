import { useMutation } from '@tanstack/react-query';
import type { SITUACAO, STATUS_SISTEMA } from '@sara/domain/enums';
import { api } from '../client';

export interface RejectedSample {
  idAmostra: number;
  situacao: (typeof SITUACAO)[number];
  statusSistema: (typeof STATUS_SISTEMA)[number] | null;
  observacao: string | null;
  /** 'Amostra rejeitada.' in the user's language (part B section 8). */
  mensagem: string;
}

/**
 * PUT /api/v1/amostras/rejeitar/{idAmostra} with the reason (stored in observacao). Silent: the
 * reject dialog shows the server's refusal itself.
 */
export function rejectSample(idAmostra: number, observacao: string): Promise<RejectedSample> {
  return api.put<RejectedSample>(`/api/v1/amostras/rejeitar/${idAmostra}`, {
    body: { observacao },
    silent: true,
  });
}

export function useRejectSample() {
  return useMutation({
    mutationFn: ({ idAmostra, observacao }: { idAmostra: number; observacao: string }) =>
      rejectSample(idAmostra, observacao),
  });
}
