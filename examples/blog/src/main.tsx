import {StrictMode} from 'react'
import {createRoot} from 'react-dom/client'
import {createBrowserHistory} from 'vellum'
import 'vellum/style.css'
import {App} from './App'
import './host.css'

// One history for the host's routes and the studio's, so both see every navigation.
const history = createBrowserHistory()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App history={history} />
  </StrictMode>,
)
