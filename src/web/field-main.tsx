// The crew's day on a phone (issue #32, decision 055): /today opened as a page of its own, with the
// Today screen and a small shell, none of the office's screens. Built by `vite build --mode field`
// into dist/web beside the staff app, so a phone's first page carries only what Today needs.
// First, so that its worker starts before the rest of the code is evaluated.
import './lib/warm-intl'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { FieldApp } from './app/field/field-app'
import { fieldQueryProvider } from './app/field/field-cache'
import { awaitFirstAnswers } from './app/field/field-first-answers'
import { registerFieldWorker } from './app/field/register-worker'
import { sendFieldRequests } from './app/field/field-requests'
import { clearBackgroundWorkers } from './app/startup'
import { createQueryClient } from './data/query-client'
import { prepareClassMerging } from './lib/cn'
import './styles.css'

/**
 * The app's start. Called from a microtask, not the module's top level: a timer or request made
 * there has the whole bundle's top-level code on its stack, and a browser that records stacks (its
 * developer tools, Lighthouse's trace) then re-parses all of it for their source positions, a
 * quarter of the evaluation's task (measured on Today).
 */
function startFieldApp(): void {
  const container = document.getElementById('root')
  if (!container) throw new Error('The page has no #root element')

  // As the staff entry does (main.tsx, decision 022): the requests in a microtask, the first render
  // in a task of its own.
  queueMicrotask(() => sendFieldRequests(window.location.search))

  setTimeout(() => {
    const queryClient = createQueryClient({ gcTime: fieldQueryProvider.gcTime })
    // The first answers in the cache first, so the first render (in slices) shows the cards: an
    // answer arriving after it would be rendered in one long task (field-first-answers.ts).
    void awaitFirstAnswers(queryClient, window.location.search).then(() => {
      const root = createRoot(container)
      startTransition(() => {
        root.render(
          <StrictMode>
            <FieldApp queryClient={queryClient} />
          </StrictMode>,
        )
      })
    })
  }, 0)

  setTimeout(prepareClassMerging, 0)
  // The start-up rule keeps the app's own worker (decision 056); then the worker is registered, once
  // the page has loaded, so its precaching never competes with the page's own requests.
  setTimeout(() => void clearBackgroundWorkers().then(registerFieldWorker), 0)
}

void Promise.resolve().then(startFieldApp)
