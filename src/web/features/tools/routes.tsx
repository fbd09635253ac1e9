// The Tools area's screens (media, gallery, templates, forms, notes) and Media Capture, each lazy.
import type { RouteObject } from 'react-router'

const mediaPage = () => import('./media-page').then((m) => ({ Component: m.MediaPage }))

export const toolsRoutes: RouteObject[] = [
  {
    path: 'camera',
    lazy: () => import('./camera-page').then((m) => ({ Component: m.CameraPage })),
  },
  { path: 'tools/media', lazy: mediaPage },
  { path: 'tools/media/upload', lazy: mediaPage },
  {
    path: 'tools/gallery',
    lazy: () => import('./gallery-page').then((m) => ({ Component: m.GalleryPage })),
  },
  {
    path: 'tools/templates',
    lazy: () => import('./templates-page').then((m) => ({ Component: m.TemplatesPage })),
  },
  {
    path: 'tools/forms',
    lazy: () => import('./forms-page').then((m) => ({ Component: m.FormsPage })),
  },
  {
    path: 'tools/notes',
    lazy: () => import('./notes-page').then((m) => ({ Component: m.NotesPage })),
  },
]
