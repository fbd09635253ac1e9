// The Tools area's screens (media, gallery, templates, forms, notes) and Media Capture, each lazy.
import type { RouteObject } from 'react-router'
import { requires } from '../../lib/access'
import { lazyPage } from '../../lib/lazy-page'

const loadMediaPage = () => import('./media-page')

export const toolsRoutes: RouteObject[] = [
  lazyPage('camera', () => import('./camera-page'), 'CameraPage', requires('media:write')),
  lazyPage('tools/media', loadMediaPage, 'MediaPage', requires('media:read')),
  lazyPage('tools/media/upload', loadMediaPage, 'MediaPage', requires('media:write')),
  lazyPage('tools/gallery', () => import('./gallery-page'), 'GalleryPage', requires('media:read')),
  lazyPage(
    'tools/templates',
    () => import('./templates-page'),
    'TemplatesPage',
    requires('tools:read'),
  ),
  lazyPage('tools/forms', () => import('./forms-page'), 'FormsPage', requires('tools:read')),
  lazyPage('tools/notes', () => import('./notes-page'), 'NotesPage', requires('notes:read')),
]
