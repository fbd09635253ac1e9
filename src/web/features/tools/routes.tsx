// The Tools area's screens (media, gallery, templates, forms, notes) and Media Capture, each lazy.
import type { RouteObject } from 'react-router'
import { requires } from '../../lib/access'

const mediaPage = () => import('./media-page').then((m) => ({ Component: m.MediaPage }))

export const toolsRoutes: RouteObject[] = [
  {
    path: 'camera',
    handle: requires('media:write'),
    lazy: () => import('./camera-page').then((m) => ({ Component: m.CameraPage })),
  },
  { path: 'tools/media', handle: requires('media:read'), lazy: mediaPage },
  { path: 'tools/media/upload', handle: requires('media:write'), lazy: mediaPage },
  {
    path: 'tools/gallery',
    handle: requires('media:read'),
    lazy: () => import('./gallery-page').then((m) => ({ Component: m.GalleryPage })),
  },
  {
    path: 'tools/templates',
    handle: requires('tools:read'),
    lazy: () => import('./templates-page').then((m) => ({ Component: m.TemplatesPage })),
  },
  {
    path: 'tools/forms',
    handle: requires('tools:read'),
    lazy: () => import('./forms-page').then((m) => ({ Component: m.FormsPage })),
  },
  {
    path: 'tools/notes',
    handle: requires('notes:read'),
    lazy: () => import('./notes-page').then((m) => ({ Component: m.NotesPage })),
  },
]
