// The publishing module's public face for other modules: the fields events and news posts share (the server's part
// is index.server.ts).
export { checkbox, optionalSlug, publishedField, summaryField, titleField } from "./schema";
export {
  CheckField,
  PublishableFields,
  publishableValues,
  TitleAndAddressFields,
  type PublishableFailure,
} from "./ui/publishable-fields";
