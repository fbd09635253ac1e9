import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from './app/providers'
import { AppRouter, createAppRouter } from './app/router'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

const router = createAppRouter()

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter router={router} />
    </AppProviders>
  </StrictMode>,
)
