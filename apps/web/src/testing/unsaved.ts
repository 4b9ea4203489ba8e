import { db } from '../offline/db';
import { unsavedSettled } from '../offline/unsaved-forms';

/** Drops every form kept on the device (after the writes under way), so a screen opens afresh. */
export async function clearUnsavedForms(): Promise<void> {
  await unsavedSettled();
  await db.transaction('rw', db.unsavedForm, db.unsavedPhoto, async () => {
    await db.unsavedForm.clear();
    await db.unsavedPhoto.clear();
  });
}
