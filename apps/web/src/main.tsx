import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadInterfaceTexts } from './app/i18n';
import { setupServiceWorker } from './app/service-worker';
import { App } from './app';
import { requestPersistentStorage } from './offline/db';

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
