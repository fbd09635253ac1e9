import { describe, expect, it } from 'vitest'
import { estimateDocument, type PrintedEstimate } from '../../domain/sales/estimate-document'
import { DEFAULT_BRANDING } from '../../domain/settings/branding'
import { pdfDefinition } from './pdf-definition'

const estimate = (overrides: Partial<PrintedEstimate> = {}): PrintedEstimate => ({
  id: '3f9a1c7e-0000-4000-8000-000000000001',
  status: 'Open',
  created_at: Date.UTC(2026, 10, 20),
  line_items: [
    { desc: 'Lawn care', qty: 1, price: 100, taxable: true },
    { desc: 'Permit fee', qty: 1, price: 40, taxable: false },
  ],
  subtotal: 140,
  tax: 0.08,
  total: 148,
  notes: '',
  round_totals: true,
  tax_name: 'Sales tax',
  ...overrides,
})

/** Every text of the definition's content, in order. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node]
  if (Array.isArray(node)) return node.flatMap(texts)
  if (node && typeof node === 'object') return Object.values(node).flatMap(texts)
  return []
}

describe('pdfDefinition', () => {
  it("labels the tax line with the document's tax name; the default keeps 'Tax (8%)'", () => {
    const spec = texts(pdfDefinition(estimateDocument(estimate(), null, DEFAULT_BRANDING)).content)
    expect(spec).toContain('Tax (8%)')
    expect(spec).toContain('Permit fee (no tax)')
    const gst = estimate({ tax: 0.05, tax_name: 'GST', round_totals: false, total: 145 })
    const named = texts(pdfDefinition(estimateDocument(gst, null, DEFAULT_BRANDING)).content)
    expect(named).toContain('GST (5%)')
    expect(named).not.toContain('Tax (5%)')
  })
})
