import { useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { EditForm, type FormRefusal } from "~/ui/form/edit-form";
import { SelectField, TextField } from "~/ui/form/panel-fields";
import { suggestPagePath } from "../schema";

/** Adds a page at a new one-word address; the address is suggested from the title as it is typed. */
export function NewPageForm({ sections, failure }: { sections: string[]; failure?: FormRefusal }) {
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "create";
  return (
    <section className="dashboard-panel" aria-labelledby="new-page-heading">
      <h2 id="new-page-heading" tabIndex={-1}>
        Add a page
      </h2>
      <p className="hint">
        A new page starts as a draft with its title as heading. It appears on the website, and in the menu section you
        choose, once you publish it.
      </p>
      <EditForm
        key={location.key}
        name="new-page"
        idPrefix="new-page"
        defaults={{ title: "", path: "", menuSection: sections[0] ?? "" }}
        refused={failure}
        className="panel-form new-page-form"
      >
        {({ values, errors }) => <NewPageFields sections={sections} values={values} errors={errors} busy={busy} />}
      </EditForm>
    </section>
  );
}

function NewPageFields({
  sections,
  values,
  errors,
  busy,
}: {
  sections: string[];
  values: Record<string, string>;
  errors: Record<string, string>;
  busy: boolean;
}) {
  const [title, setTitle] = useState(values.title ?? "");
  return (
    <>
      <TextField
        id="new-page-title"
        name="title"
        label="Title"
        required
        maxLength={120}
        defaultValue={values.title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        error={errors.title}
      />
      <TextField
        id="new-page-path"
        name="path"
        label="Address"
        hint="One word of letters, digits and dashes, such as AnnualDay2026. Left empty, it is made from the title."
        maxLength={60}
        placeholder={suggestPagePath(title) || "AnnualDay2026"}
        defaultValue={values.path}
        error={errors.path}
      />
      <SelectField
        id="new-page-menuSection"
        name="menuSection"
        label="Menu section"
        defaultValue={values.menuSection}
        options={[...sections, { value: "", label: "Not in the menu" }]}
        error={errors.menuSection}
      />
      <div className="panel-form__actions">
        <button type="submit" className="button" name="intent" value="create" disabled={busy}>
          {busy ? "Adding..." : "Add the page"}
        </button>
      </div>
    </>
  );
}
