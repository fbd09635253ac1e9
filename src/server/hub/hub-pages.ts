// The client hub's two minimal pages (issue #31 section 1), served as tiny HTML without the staff
// app's bundle: /hub greets the client by name (hub.js asks /api/hub/me) or says the link has
// expired; /hub/expired offers "Send me a new link". A later session builds the real hub front end.
// No inline script (the CSP forbids it): hub.js is a file of its own.

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
<style>
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#1f2933;background:#f7f7f5}
main{max-width:32rem;margin:0 auto;padding:2rem 1.25rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}
button{font:inherit;min-height:44px;padding:.5rem 1.25rem;border:0;border-radius:.375rem;background:#2f6b3a;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #1f2933;outline-offset:2px}
button[disabled]{opacity:.6;cursor:default}
</style>
<script src="/hub/hub.js" defer></script>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`

export const HUB_PAGE = page(
  'Client hub',
  `<h1 id="hub-title">Client hub</h1>
<p id="hub-status" role="status" aria-live="polite">Loading…</p>`,
)

export const HUB_EXPIRED_PAGE = page(
  'This link has expired',
  `<h1>This link has expired</h1>
<p>Links to your client hub work for a limited time. We can e-mail a new one to the address we have on file for you.</p>
<button type="button" id="new-link">Send me a new link</button>
<p id="new-link-status" role="status" aria-live="polite"></p>`,
)

/** hub.js: fills the greeting, or asks for a new link with the expired link's reference. */
export const HUB_SCRIPT = `'use strict';
(function () {
  var status = document.getElementById('hub-status');
  if (status) {
    fetch('/api/hub/me', { credentials: 'same-origin' })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (me) {
        var title = document.getElementById('hub-title');
        if (!me) {
          title.textContent = 'This link has expired';
          status.textContent = 'Open the link in your most recent e-mail from us.';
          return;
        }
        document.title = me.business.name + ': client hub';
        title.textContent = 'Hello, ' + me.client.name;
        status.textContent = 'Welcome to your client hub at ' + me.business.name + '. ' +
          'Your estimates and invoices are attached to our e-mails as PDF files: to accept an ' +
          'estimate or ask a question, reply to the e-mail.';
      })
      .catch(function () { status.textContent = 'The hub could not be loaded. Please try again.'; });
  }
  var button = document.getElementById('new-link');
  if (button) {
    var ref = new URLSearchParams(location.search).get('ref') || '';
    var said = document.getElementById('new-link-status');
    button.addEventListener('click', function () {
      button.disabled = true;
      fetch('/api/hub/new-link', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ref: ref })
      })
        .then(function (r) { return r.json(); })
        .then(function (answer) { said.textContent = answer.message; })
        .catch(function () {
          said.textContent = 'That did not work. Please try again.';
          button.disabled = false;
        });
    });
  }
})();
`
