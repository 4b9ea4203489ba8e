import type { SampleGroupView } from '@sara/domain/samples';
import { ApiError } from '../client';

/**
 * A new group's creation (POST), saved over the group an earlier save of the same form made. The
 * server answers SAMPLE_GROUP_EXISTS when this user's creation with this idAgrupador reached it
 * unanswered (the app killed, a gateway's 502), other content was saved since, and no write has
 * touched that group yet: this save then replaces it (PUT on the version read now), so what the user
 * changed is not stuck behind a 409 no later save could clear (decision 0007). Any other refusal is
 * the caller's, as before.
 */
export async function createOrSaveOver(
  create: () => Promise<SampleGroupView>,
  read: () => Promise<SampleGroupView>,
  saveOver: (versao: string | undefined) => Promise<SampleGroupView>,
): Promise<SampleGroupView> {
  try {
    return await create();
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'SAMPLE_GROUP_EXISTS')) throw error;
  }
  return saveOver((await read()).versao);
}
