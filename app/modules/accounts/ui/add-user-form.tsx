import { useLocation, useNavigation } from "react-router";
import { EditForm, type EditFormState, type FormRefusal } from "~/ui/form/edit-form";
import { TextField } from "~/ui/form/panel-fields";
import { formConstraints } from "~/kernel/form-constraints";
import { adminUserSchema } from "../users-schema";
import { describedBy, PasswordMeter, PasswordRules } from "./password-meter";

const newUser = formConstraints(adminUserSchema);

export function AddUserForm({ refused }: { refused?: FormRefusal }) {
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "add";
  return (
    <>
      <h3 id="add-user-heading">Add a user</h3>
      <EditForm
        key={location.key}
        name="add-user"
        idPrefix="new"
        defaults={{ role: "editor" }}
        refused={refused}
        className="admin-form"
        aria-label="Add a user"
      >
        {({ values, errors }) => (
          <>
            <input type="hidden" name="intent" value="add" />
            <NewUserFields values={values} errors={errors} />
            <button type="submit" className="button" disabled={busy}>
              {busy ? "Adding..." : "Add user"}
            </button>
          </>
        )}
      </EditForm>
    </>
  );
}

function NewUserFields({ values, errors }: Pick<EditFormState, "values" | "errors">) {
  return (
    <>
      <TextField
        {...newUser.input("userid")}
        id="new-userid"
        name="userid"
        label="User ID"
        autoComplete="off"
        defaultValue={values.userid}
        error={errors.userid}
      />
      <TextField
        {...newUser.input("displayName")}
        id="new-displayName"
        name="displayName"
        label="Display name"
        autoComplete="off"
        defaultValue={values.displayName}
        error={errors.displayName}
      />
      <TextField
        {...newUser.input("email")}
        id="new-email"
        name="email"
        type="email"
        label="E-mail (for password reset links)"
        autoComplete="off"
        defaultValue={values.email}
        error={errors.email}
      />
      <div className="field">
        <label htmlFor="new-role" className="field-label">
          Role
        </label>
        <select
          {...newUser.choice("role")}
          id="new-role"
          name="role"
          defaultValue={values.role ?? "editor"}
          aria-invalid={errors.role ? true : undefined}
          aria-describedby={errors.role ? "new-role-error" : undefined}
        >
          <option value="editor">editor: news, gallery, slides; reads records and inbox</option>
          <option value="admin">admin: everything, including users</option>
        </select>
        {errors.role ? (
          <p id="new-role-error" className="field-error">
            {errors.role}
          </p>
        ) : null}
      </div>
      <PasswordRules id="new-password-rules" />
      <TextField
        {...newUser.input("password")}
        id="new-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password}
        aria-describedby={describedBy("new-password", errors.password)}
      />
      <PasswordMeter inputId="new-password" />
    </>
  );
}
