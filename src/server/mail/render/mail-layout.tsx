// The one layout every e-mail shares (decision 042): the business's name or logo in its colour, the
// message, the figures, a large button for {link}, and the contact lines. Table-based markup from
// @react-email/components, so it reads the same in Outlook, Gmail and a phone's mail app; the
// width is at most 600 px. React escapes every text it is given.
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Hr,
  Html,
  Img,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components'
import type { MailContent } from '../../../domain/mail/mail-content'

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

export function MailLayout({ content }: { content: MailContent }) {
  const { brandColor, onBrandColor } = content
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{content.preheader}</Preview>
      <Body style={{ backgroundColor: '#f3f4f6', margin: 0, padding: '24px 0', fontFamily: FONT }}>
        <Container
          style={{
            maxWidth: '600px',
            width: '100%',
            backgroundColor: '#ffffff',
            borderRadius: '8px',
            overflow: 'hidden',
            border: '1px solid #e5e7eb',
          }}
        >
          <Section style={{ backgroundColor: brandColor, padding: '20px 24px' }}>
            {content.logoUrl ? (
              <Img
                src={content.logoUrl}
                alt={content.businessName}
                height="40"
                style={{ height: '40px', width: 'auto', maxWidth: '240px' }}
              />
            ) : (
              <Text
                style={{
                  color: onBrandColor,
                  fontSize: '20px',
                  lineHeight: '28px',
                  fontWeight: 700,
                  margin: 0,
                }}
              >
                {content.businessName}
              </Text>
            )}
          </Section>
          <Section style={{ padding: '24px 24px 8px' }}>
            {content.paragraphs.map((paragraph, index) => (
              <Text
                key={index}
                style={{
                  color: '#111827',
                  fontSize: '16px',
                  lineHeight: '24px',
                  margin: '0 0 16px',
                  whiteSpace: 'pre-line',
                }}
              >
                {paragraph}
              </Text>
            ))}
          </Section>
          {content.summary.length > 0 && (
            <Section style={{ padding: '0 24px 8px' }}>
              <Section
                style={{ border: '1px solid #e5e7eb', borderRadius: '6px', padding: '4px 16px' }}
              >
                {content.summary.map((row, index) => {
                  const isLast = index === content.summary.length - 1
                  const cell = {
                    fontSize: '15px',
                    lineHeight: '22px',
                    padding: '8px 0',
                    color: '#111827',
                    fontWeight: isLast ? 700 : 400,
                    borderTop: isLast && index > 0 ? '1px solid #e5e7eb' : 'none',
                  }
                  return (
                    <Row key={index}>
                      <Column style={{ ...cell, color: isLast ? '#111827' : '#4b5563' }}>
                        {row.label}
                      </Column>
                      <Column style={{ ...cell, textAlign: 'right', whiteSpace: 'nowrap' }}>
                        {row.value}
                      </Column>
                    </Row>
                  )
                })}
              </Section>
            </Section>
          )}
          {content.link && (
            <Section style={{ padding: '16px 24px 8px', textAlign: 'center' }}>
              <Button
                href={content.link.url}
                style={{
                  backgroundColor: brandColor,
                  color: onBrandColor,
                  borderRadius: '6px',
                  fontSize: '16px',
                  fontWeight: 600,
                  lineHeight: '24px',
                  padding: '14px 28px',
                  textDecoration: 'none',
                  display: 'inline-block',
                  minWidth: '200px',
                  textAlign: 'center',
                }}
              >
                {content.link.label}
              </Button>
              <Text
                style={{
                  color: '#6b7280',
                  fontSize: '13px',
                  lineHeight: '20px',
                  margin: '16px 0 0',
                  wordBreak: 'break-all',
                }}
              >
                Or open this link: {content.link.url}
              </Text>
            </Section>
          )}
          <Section style={{ padding: '8px 24px 24px' }}>
            <Hr style={{ borderColor: '#e5e7eb', margin: '8px 0 16px' }} />
            <Text
              style={{
                color: '#374151',
                fontSize: '14px',
                lineHeight: '20px',
                margin: 0,
                fontWeight: 600,
              }}
            >
              {content.businessName}
            </Text>
            {content.contactLines.map((line, index) => (
              <Text
                key={index}
                style={{ color: '#6b7280', fontSize: '13px', lineHeight: '20px', margin: 0 }}
              >
                {line}
              </Text>
            ))}
          </Section>
        </Container>
      </Body>
    </Html>
  )
}
