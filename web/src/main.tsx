import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import { listenForInstallPrompt } from './lib/install-prompt';
import './design/design-system.css';
import './styles.css';

// Before anything renders: the browser may offer installation at once (§2 install banner).
listenForInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The first page's chunk comes before the first render; a failure is the error screen's to show.
void preloadPage(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
