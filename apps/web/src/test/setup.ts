import 'fake-indexeddb/auto';
import '@testing-library/dom';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// the tests read the Portuguese texts: jsdom's browser speaks English (before the app's i18n starts)
import './browser-language';
import '../app/i18n';
import { resetSessionState } from '../lib/session';
import { clearUnsavedForms } from '../testing/unsaved';
import { clearErrors, dismissInfo } from '../stores/alerts';

// jsdom does no layout: screens bring the first invalid field into view
Element.prototype.scrollIntoView = () => {};

// object URLs: tests set their own on the real URL (stubObjectUrls); the environment's are put back after each
const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

// lazy routes and MUI transitions can take over the default 1 s when the suite runs in parallel
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  cleanup();
  // forms a test left unsaved (kept on the device as they change) do not open in the next one
  await clearUnsavedForms();
  // back to a signed-out app, as at start: no session, none ended
  resetSessionState();
  clearErrors();
  dismissInfo();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.assign(URL, objectUrls);
});
