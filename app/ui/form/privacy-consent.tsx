import { Link } from "~/ui/link";
import { useLocalPath, useT } from "../i18n";

/**
 * "By sending this you agree to the privacy notice", with the notice linked: shown above a public form's button.
 * The catalogue marks the link's words with [ ], so each language places them where its grammar wants them.
 */
export function PrivacyConsent() {
  const t = useT();
  const localPath = useLocalPath();
  const [before, linked, after] = t("consent.line").split(/\[|\]/);
  return (
    <p className="form-consent">
      {before}
      <Link to={localPath("/privacy")}>{linked}</Link>
      {after}
    </p>
  );
}
