// The staff API's e-mails as content (docs/decisions/0018): the list, one e-mail in both
// languages, its preview with a sample, its writes, and the queue a test e-mail goes through.
import { graphDocument, graphFragment } from '../../graph/graph-document';

export const ADMIN_EMAILS_QUERY = graphDocument(/* GraphQL */ `
  query AdminEmails {
    emailTemplates { key description audience overriddenLanguages updatedAt }
  }
`);

export const ADMIN_EMAIL_TEMPLATE_FIELDS = graphFragment(/* GraphQL */ `
  fragment AdminEmailTemplateFields on EmailTemplate {
    key audience description language isDefault subject document updatedAt
    placeholders { name token kind description }
  }
`);

/** Both languages at once, what the shop sends now in each, and where a test would go. */
export const ADMIN_EMAIL_QUERY = graphDocument(/* GraphQL */ `
  query AdminEmail($key: String!) {
    viewer { email }
    id: emailTemplate(key: $key, language: "id") { ...AdminEmailTemplateFields }
    en: emailTemplate(key: $key, language: "en") { ...AdminEmailTemplateFields }
  }
`, ADMIN_EMAIL_TEMPLATE_FIELDS);

export const ADMIN_EMAIL_PREVIEW_QUERY = graphDocument(/* GraphQL */ `
  query AdminEmailPreview($key: String!, $language: String!, $subject: String, $document: JSON) {
    emailTemplatePreview(key: $key, language: $language, subject: $subject, document: $document) { subject html text }
  }
`);

export const SAVE_EMAIL_TEMPLATE_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminSaveEmailTemplate($input: SaveEmailTemplateInput!) {
    saveEmailTemplate(input: $input) { ...AdminEmailTemplateFields }
  }
`, ADMIN_EMAIL_TEMPLATE_FIELDS);

export const RESET_EMAIL_TEMPLATE_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminResetEmailTemplate($input: EmailTemplateKeyInput!) {
    resetEmailTemplate(input: $input) { ...AdminEmailTemplateFields }
  }
`, ADMIN_EMAIL_TEMPLATE_FIELDS);

export const SEND_TEST_EMAIL_MUTATION = graphDocument(/* GraphQL */ `
  mutation AdminSendTestEmail($input: SendTestEmailInput!) {
    sendTestEmail(input: $input) { to subject }
  }
`);

/** The latest e-mails, where a test e-mail's delivery shows. */
export const ADMIN_TEST_EMAIL_QUEUE_QUERY = graphDocument(/* GraphQL */ `
  query AdminTestEmailQueue {
    mailQueue { mailServerConfigured emails(first: 20) { id to subject template state attempts lastError createdAt } }
  }
`);
