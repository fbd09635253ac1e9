// The clients' front door's build (issue #31, decision 048): `vite build --mode client` writes
// client.html and its assets into dist/web beside the staff app, with this manifest of its own.
export const CLIENT_MANIFEST = '.vite/client-manifest.json'
/** The built page the server sends for the client routes (/request). */
export const CLIENT_PAGE = 'client.html'
