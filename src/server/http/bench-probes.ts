// Only for `npm run bench` (GROUNDWORK_BENCH=1, never in normal use): a bare `GET /ping`, the
// ceiling the API's throughput is compared with, and a Server-Timing header carrying the time
// Fastify spent on each request, so the bench can tell server time from client and network time.
import type { FastifyInstance } from 'fastify'

export function registerBenchProbes(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(3)}`)
    done(null, payload)
  })
  app.get('/ping', (_request, reply) => {
    void reply.type('text/plain').send('pong')
  })
}
