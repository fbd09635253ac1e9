// The crew's day on a phone (issue #32, decision 055): /today opened as a page of its own, with the
// Today screen and a small shell, none of the office's screens. Built by `vite build --mode field`
// into dist/web beside the staff app, so a phone's first page carries only what Today needs.
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { createFieldRouter, FieldApp } from './app/field/field-app'
import { registerFieldWorker } from './app/field/register-worker'
import { sendFieldRequests } from './app/field/field-requests'
import { clearBackgroundWorkers } from './app/startup'
import { prepareClassMerging } from './lib/cn'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

// As the staff entry does (main.tsx, decision 022): the requests in a microtask, the router and
// the first render in tasks of their own.
queueMicrotask(() => sendFieldRequests(window.location.search))

setTimeout(() => {
  const router = createFieldRouter()
  setTimeout(() => {
    const root = createRoot(container)
    startTransition(() => {
      root.render(
        <StrictMode>
          <FieldApp router={router} />
        </StrictMode>,
      )
    })
  }, 0)
}, 0)

setTimeout(prepareClassMerging, 0)
// The start-up rule keeps the app's own worker (decision 056); then the worker is registered, once
// the page has loaded, so its precaching never competes with the page's own requests.
setTimeout(() => void clearBackgroundWorkers().then(registerFieldWorker), 0)
