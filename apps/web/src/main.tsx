import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadInterfaceTexts } from './app/i18n';
import { setupServiceWorker } from './app/service-worker';
import { App } from './app';
import { requestPersistentStorage } from './offline/db';
import { forgetOldGroupCopies } from './offline/group-copy';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

void loadInterfaceTexts();
void setupServiceWorker();
void requestPersistentStorage();
// a phone's storage over months: the copies of groups no longer opened go
void forgetOldGroupCopies().catch((error: unknown) => console.warn('Could not forget old group copies', error));
