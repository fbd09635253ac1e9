// The crew's day (issue #32, decision 055): `vite build --mode field` writes field.html and its
// assets into dist/web beside the staff app, with this manifest of its own.
export const FIELD_MANIFEST = '.vite/field-manifest.json'
/** The built page the server sends for the field app's paths (/today). */
export const FIELD_PAGE = 'field.html'
