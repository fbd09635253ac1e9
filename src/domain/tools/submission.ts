import { z } from 'zod'
import { idSchema, versionSchema } from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'

export const submissionStatuses = ['New', 'In Review', 'Approved'] as const
export const submissionSources = ['web', 'mobile'] as const

export const submissionSchema = z.object({
  id: idSchema,
  form_id: idSchema.nullable(),
  submittedAt: z.iso.datetime(),
  payload: z.record(z.string(), z.unknown()),
  status: z.enum(submissionStatuses),
  source: z.enum(submissionSources),
  version: versionSchema,
})
export type Submission = z.infer<typeof submissionSchema>

export const createSubmissionInput = z
  .object({
    form_id: idSchema.nullable().default(null),
    payload: z.record(z.string(), z.unknown()).default({}),
    source: z.enum(submissionSources, { message: 'Source must be web or mobile' }).default('web'),
  })
  .strict()
export const patchSubmissionInput = z
  .object({
    status: z.enum(submissionStatuses, {
      message: `Status must be one of: ${submissionStatuses.join(', ')}`,
    }),
    version: versionSchema,
  })
  .partial()
  .strict()

export const submissionResource = defineResource({
  name: 'submissions',
  label: 'Submission',
  schema: submissionSchema,
  createInput: createSubmissionInput,
  patchInput: patchSubmissionInput,
  build: (input, { now, newId }) => ({
    id: newId(),
    ...input,
    submittedAt: new Date(now).toISOString(),
    status: 'New' as const,
  }),
  applyPatch: (submission, patch) => mergePatch(submission, patch),
  list: {
    search: [],
    filters: {},
    fields: { form_id: 'uuid', status: 'text', source: 'text' },
    sorts: { newest: { field: 'submittedAt', direction: 'desc', kind: 'text' } },
    defaultSort: 'newest',
  },
  referencedBy: [],
})
