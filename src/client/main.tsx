// The clients' front door (issue #31 section 4): a separate entry and bundle from the staff app, so
// nothing of the staff screens is sent to a client. Its pages: /request and the client hub (/hub and its pages).
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ClientApp } from './client-app'
import './client.css'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

createRoot(container).render(
  <StrictMode>
    <ClientApp path={window.location.pathname} search={window.location.search} />
  </StrictMode>,
)
