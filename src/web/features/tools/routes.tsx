// The Tools area's screens (media, gallery, templates, forms, notes) and Media Capture, each lazy.
import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page'

const loadMediaPage = () => import('./media-page')

export const toolsRoutes: RouteObject[] = [
  lazyPage('camera', () => import('./camera-page'), 'CameraPage'),
  lazyPage('tools/media', loadMediaPage, 'MediaPage'),
  lazyPage('tools/media/upload', loadMediaPage, 'MediaPage'),
  lazyPage('tools/gallery', () => import('./gallery-page'), 'GalleryPage'),
  lazyPage('tools/templates', () => import('./templates-page'), 'TemplatesPage'),
  lazyPage('tools/forms', () => import('./forms-page'), 'FormsPage'),
  lazyPage('tools/notes', () => import('./notes-page'), 'NotesPage'),
]
