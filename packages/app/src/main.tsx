import { createRoot } from 'react-dom/client';
import { createHashRouter } from 'react-router-dom';
import { createApiClient } from './api/api-client';
import { App } from './app';
import { createRoutes } from './routes/create-routes';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const api = createApiClient();
createRoot(root).render(<App api={api} router={createHashRouter(createRoutes(api))} />);
