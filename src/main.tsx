import { createRoot } from 'react-dom/client';
import { startLoginShell } from './loginShell/startLoginShell';
import { startConsole } from './startup/startConsole';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const root = createRoot(rootElement);

// The login page is most visitors' first page: it shows before the console's code has loaded.
if (window.location.pathname === '/login')
  void startLoginShell(
    (page) => root.render(page),
    () => startConsole(root),
  );
else void startConsole(root);
