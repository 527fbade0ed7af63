import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import { ChakraProvider, createSystem, defaultConfig } from "@chakra-ui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { englishI18n } from "../../../test/english-i18n";
import { inRouter } from "../../../test/render";
import type { RoleRecord } from "@aed/shared/schemas/role";
import type { TreeNode } from "@aed/shared/schemas/menu";
import RolePage from "./role-page";

const system = createSystem(defaultConfig);

const role = (over: Partial<RoleRecord>): RoleRecord => ({
  roleId: 1,
  roleName: "System super administrator",
  roleKey: "admin",
  roleSort: 1,
  dataScope: "1",
  menuIds: [],
  deptIds: [],
  status: "0",
  remark: "",
  createBy: "system",
  createTime: "2026-01-02T03:04:05.000Z",
  updateBy: "",
  updateTime: "",
  admin: true,
  deptId: 100,
  deptName: "AED Cloud",
  builtIn: true,
  manageable: true,
  ...over,
});
const ROWS = [
  role({}),
  // a built-in role the caller may give but not change (decision 0025)
  role({
    roleId: 7,
    roleName: "User",
    roleKey: "user",
    dataScope: "5",
    admin: false,
    manageable: false,
  }),
  role({
    roleId: 70,
    roleName: "Nurse",
    roleKey: "nurse",
    dataScope: "5",
    admin: false,
    builtIn: false,
    deptId: 200,
    deptName: "Agent North",
    menuIds: [1, 106, 1055],
  }),
];
/** The organizations the caller may keep roles in (its own first level, 200, and a customer below). */
const OWNERS: TreeNode[] = [
  {
    id: 200,
    label: "Agent North",
    children: [{ id: 201, label: "Clinic North" }],
  },
];
/** System > Parameters > (query, add). */
const TREE: TreeNode[] = [
  {
    id: 1,
    label: "System management",
    code: "menu.system",
    type: "M",
    children: [
      {
        id: 106,
        label: "Parameters",
        code: "menu.config",
        type: "C",
        children: [
          { id: 1055, label: "Parameter query", type: "F" },
          { id: 1056, label: "Parameter add", type: "F" },
        ],
      },
    ],
  },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
const ok = (data: unknown) => json({ code: 200, msg: "ok", data });
type Handler = (url: URL, init: RequestInit) => Response | undefined;
let fetchMock: ReturnType<
  typeof vi.fn<
    (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>
  >
>;

function mockApi(other?: Handler) {
  fetchMock = vi.fn(
    async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), "http://localhost");
      const answer = other?.(url, init);
      if (answer) return answer;
      if (url.pathname === "/prod-api/upms/system/role/page")
        return ok({ total: ROWS.length, rows: ROWS });
      if (url.pathname === "/prod-api/upms/system/menu/treeselect")
        return ok(TREE);
      if (url.pathname === "/prod-api/upms/system/role/deptOptions")
        return ok(OWNERS);
      return json(
        {
          code: 404,
          msg: "No such API route",
          errorCode: "common.routeNotFound",
        },
        404,
      );
    },
  );
  vi.stubGlobal("fetch", fetchMock);
}
const calls = () =>
  fetchMock.mock.calls.map(([input, init]) => ({
    url: String(input),
    method: init?.method ?? "GET",
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  }));

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n(["role", "errors", "layout", "common"]);
});

async function renderPage(permissions: string[] = ["*:*:*"]) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(["auth", "info"], {
    permissions,
    roles: [],
    user: { userId: 5, deptId: 201 },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
  return render((await inRouter(<RolePage />)).element, { wrapper });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("RolePage", () => {
  it("lists roles; the system administrator role offers no delete, data scope or status change", async () => {
    mockApi();
    await renderPage();
    const admin = await screen.findByTestId("role-row-admin");
    expect(within(admin).getByText("System super administrator")).toBeTruthy();
    expect(within(admin).getByText("All data")).toBeTruthy();
    expect(screen.queryByTestId("role-row-delete-admin")).toBeNull();
    expect(screen.queryByTestId("role-row-scope-admin")).toBeNull();
    expect(screen.getByTestId("role-row-delete-nurse")).toBeTruthy();
    expect(
      within(screen.getByTestId("role-row-status-admin"))
        .getByRole("checkbox", { hidden: true })
        .hasAttribute("disabled"),
    ).toBe(true);
    expect(screen.getByTestId("role-total").textContent).toBe("Total 3");
    expect(calls()[0].url).toBe("/prod-api/upms/system/role/page?limit=10");
  });

  it("shows each role's organization and the built-in badge; a role the caller may not change has its actions disabled with the reason", async () => {
    mockApi();
    await renderPage();
    const user = await screen.findByTestId("role-row-user");
    expect(screen.getByTestId("role-row-dept-nurse").textContent).toBe(
      "Agent North",
    );
    expect(screen.getByTestId("role-row-dept-user").textContent).toBe(
      "AED Cloud",
    );
    expect(within(user).getByTestId("role-row-builtin-user").textContent).toBe(
      "Built-in",
    );
    expect(screen.queryByTestId("role-row-builtin-nurse")).toBeNull();
    // built-in roles are never deleted; this one is not the caller's to change
    expect(screen.queryByTestId("role-row-delete-user")).toBeNull();
    expect(
      screen.getByTestId("role-row-edit-user").hasAttribute("disabled"),
    ).toBe(true);
    expect(
      screen.getByTestId("role-row-scope-user").hasAttribute("disabled"),
    ).toBe(true);
    expect(
      within(screen.getByTestId("role-row-status-user"))
        .getByRole("checkbox", { hidden: true })
        .hasAttribute("disabled"),
    ).toBe(true);
    expect(
      screen.getByTestId("role-row-locked-user").getAttribute("title"),
    ).toBe("Built-in role: only the platform's administrators change it");
    expect(screen.queryByTestId("role-row-locked-nurse")).toBeNull();
    expect(
      screen.getByTestId("role-row-edit-nurse").hasAttribute("disabled"),
    ).toBe(false);
    // selected, the toolbar's edit and delete stay disabled too
    fireEvent.click(
      within(screen.getByTestId("role-row-check-user")).getByRole("checkbox", {
        hidden: true,
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId("role-edit").hasAttribute("disabled")).toBe(
        true,
      ),
    );
    expect(screen.getByTestId("role-delete").hasAttribute("disabled")).toBe(
      true,
    );
  });

  it("pages by cursor: next sends the cursor of the page shown", async () => {
    mockApi((url) =>
      url.pathname === "/prod-api/upms/system/role/page" &&
      !url.searchParams.get("cursor")
        ? ok({ total: 13, rows: ROWS, next: "c2" })
        : undefined,
    );
    await renderPage();
    await screen.findByTestId("role-row-nurse");
    fireEvent.click(screen.getByTestId("role-next"));
    await waitFor(() =>
      expect(calls().map((c) => c.url)).toContain(
        "/prod-api/upms/system/role/page?limit=10&cursor=c2",
      ),
    );
  });

  it("hides the actions the user has no permission for", async () => {
    mockApi();
    await renderPage(["system:role:list", "system:role:export"]);
    await screen.findByTestId("role-row-nurse");
    expect(screen.queryByTestId("role-add")).toBeNull();
    expect(screen.queryByTestId("role-row-edit-nurse")).toBeNull();
    expect(screen.queryByTestId("role-row-delete-nurse")).toBeNull();
    expect(screen.getByTestId("role-export")).toBeTruthy();
  });

  it("adds a role to an organization picked among those offered (own organization first)", async () => {
    mockApi((url, init) =>
      init.method === "POST" &&
      url.pathname === "/prod-api/upms/system/role/add"
        ? ok(null)
        : undefined,
    );
    await renderPage();
    await screen.findByTestId("role-row-nurse");
    fireEvent.click(screen.getByTestId("role-add"));
    const dept = (await screen.findByTestId(
      "role-form-dept",
    )) as HTMLSelectElement;
    // the caller's own organization (201) is chosen by default
    expect(dept.value).toBe("201");
    expect([...dept.options].map((o) => o.value)).toEqual(["", "200", "201"]);
    fireEvent.change(dept, { target: { value: "200" } });
    fireEvent.change(screen.getByTestId("role-form-name"), {
      target: { value: "Auditor" },
    });
    fireEvent.change(screen.getByTestId("role-form-key"), {
      target: { value: "auditor" },
    });
    fireEvent.click(screen.getByTestId("role-form-submit"));
    await waitFor(() =>
      expect(calls().find((c) => c.method === "POST")?.body).toMatchObject({
        roleName: "Auditor",
        deptId: 200,
      }),
    );
  });

  it("shows a refusal about the organization on its field", async () => {
    mockApi((url, init) =>
      init.method === "POST"
        ? json({ code: 403, msg: "no", errorCode: "role.deptNotAllowed" }, 403)
        : undefined,
    );
    await renderPage();
    await screen.findByTestId("role-row-nurse");
    fireEvent.click(screen.getByTestId("role-add"));
    fireEvent.change(await screen.findByTestId("role-form-name"), {
      target: { value: "Auditor" },
    });
    fireEvent.change(screen.getByTestId("role-form-key"), {
      target: { value: "auditor" },
    });
    fireEvent.click(screen.getByTestId("role-form-submit"));
    await waitFor(() =>
      expect(screen.getByTestId("role-form-dept-error").textContent).toBe(
        "Roles can only be kept in an organization whose whole subtree is in your data scope",
      ),
    );
  });

  it("adds a role with a checked button: its screen and directory are sent as half-checked parents", async () => {
    mockApi((url, init) =>
      init.method === "POST" &&
      url.pathname === "/prod-api/upms/system/role/add"
        ? ok(null)
        : undefined,
    );
    await renderPage();
    await screen.findByTestId("role-row-nurse");
    fireEvent.click(screen.getByTestId("role-add"));
    fireEvent.change(await screen.findByTestId("role-form-name"), {
      target: { value: "Auditor" },
    });
    fireEvent.change(screen.getByTestId("role-form-key"), {
      target: { value: "auditor" },
    });
    // the tree opens at its top level; titles come from their translation codes
    const tree = await screen.findByTestId("role-menu-tree");
    expect(within(tree).getByText("Parameters")).toBeTruthy();
    expect(within(tree).queryByText("Parameter query")).toBeNull();
    fireEvent.click(within(tree).getAllByLabelText("Expand or collapse")[1]);
    fireEvent.click(
      within(await screen.findByTestId("role-menu-tree-node-1055")).getByRole(
        "checkbox",
        { hidden: true },
      ),
    );
    await waitFor(() =>
      expect(
        screen
          .getByTestId("role-menu-tree-node-106")
          .getAttribute("data-state-value"),
      ).toBe("indeterminate"),
    );
    expect(
      screen
        .getByTestId("role-menu-tree-node-1")
        .getAttribute("data-state-value"),
    ).toBe("indeterminate");
    fireEvent.click(screen.getByTestId("role-form-submit"));
    await waitFor(() =>
      expect(calls().some((c) => c.method === "POST")).toBe(true),
    );
    expect(calls().find((c) => c.method === "POST")?.body).toEqual({
      roleName: "Auditor",
      roleKey: "auditor",
      roleSort: 0,
      status: "0",
      remark: "",
      menuIds: [1, 106, 1055],
      dataScope: "5",
      deptIds: [],
      deptId: 201,
    });
  });

  it("refuses an empty name without calling the API, and shows a duplicate name on its field", async () => {
    mockApi((url, init) =>
      init.method === "POST"
        ? json(
            {
              code: 409,
              msg: "The role name already exists",
              errorCode: "role.nameExists",
            },
            409,
          )
        : undefined,
    );
    await renderPage();
    await screen.findByTestId("role-row-user");
    fireEvent.click(screen.getByTestId("role-add"));
    fireEvent.change(await screen.findByTestId("role-form-key"), {
      target: { value: "auditor" },
    });
    // the same words on every form: Save and Cancel
    expect(screen.getByTestId("role-form-submit").textContent).toBe("Save");
    expect(screen.getByTestId("role-form-cancel").textContent).toBe("Cancel");
    fireEvent.click(screen.getByTestId("role-form-submit"));
    expect(
      (await screen.findByTestId("role-form-name-error")).textContent,
    ).toBe("This field is required");
    expect(calls().some((c) => c.method === "POST")).toBe(false);
    fireEvent.change(screen.getByTestId("role-form-name"), {
      target: { value: "User" },
    });
    fireEvent.click(screen.getByTestId("role-form-submit"));
    await waitFor(() =>
      expect(screen.getByTestId("role-form-name-error").textContent).toBe(
        "The role name already exists",
      ),
    );
  });

  it("shows a reversed creation-date range at the range and does not search", async () => {
    mockApi();
    await renderPage();
    await screen.findByTestId("role-row-nurse");
    const before = calls().length;
    fireEvent.change(screen.getByTestId("role-search-time-begin"), {
      target: { value: "2026-03-02" },
    });
    fireEvent.change(screen.getByTestId("role-search-time-end"), {
      target: { value: "2026-03-01" },
    });
    fireEvent.click(screen.getByTestId("role-search-submit"));
    expect(
      (await screen.findByTestId("role-search-time-error")).textContent,
    ).toBe("The end date cannot be before the start date");
    expect(calls().length).toBe(before);
  });

  it("deletes a role after a confirmation naming it", async () => {
    mockApi((url, init) => (init.method === "DELETE" ? ok(null) : undefined));
    await renderPage();
    fireEvent.click(await screen.findByTestId("role-row-delete-nurse"));
    expect(
      (await screen.findByTestId("role-delete-dialog")).textContent,
    ).toContain('Delete the role "Nurse" (nurse)?');
    fireEvent.click(screen.getByTestId("role-delete-confirm"));
    await waitFor(() =>
      expect(calls().find((c) => c.method === "DELETE")?.url).toBe(
        "/prod-api/upms/system/role/delete?ids=70",
      ),
    );
  });

  it("asks to delete several selected roles by their count", async () => {
    mockApi();
    renderPage();
    await screen.findByTestId("role-row-nurse");
    for (const key of ["admin", "nurse"])
      fireEvent.click(
        within(screen.getByTestId(`role-row-check-${key}`)).getByRole(
          "checkbox",
          { hidden: true },
        ),
      );
    await waitFor(() =>
      expect(screen.getByTestId("role-delete").hasAttribute("disabled")).toBe(
        false,
      ),
    );
    fireEvent.click(screen.getByTestId("role-delete"));
    expect(
      (await screen.findByTestId("role-delete-dialog")).textContent,
    ).toContain("Delete the 2 selected roles?");
    fireEvent.click(screen.getByTestId("role-delete-cancel"));
  });

  it("disables a role with its status switch after a confirmation naming it (issue 14, item 10)", async () => {
    mockApi((url, init) => (init.method === "PUT" ? ok(null) : undefined));
    await renderPage();
    const status = await screen.findByTestId("role-row-status-nurse");
    fireEvent.click(within(status).getByRole("checkbox", { hidden: true }));
    // nothing changes before the confirmation, which names the role
    expect(
      (await screen.findByTestId("role-status-dialog")).textContent,
    ).toContain('Disable the role "Nurse" (nurse)?');
    expect(calls().some((c) => c.method === "PUT")).toBe(false);
    fireEvent.click(screen.getByTestId("role-status-change-confirm"));
    await waitFor(() =>
      expect(calls().find((c) => c.method === "PUT")).toMatchObject({
        url: "/prod-api/upms/system/role/changeStatus",
        body: { roleId: 70, status: "1" },
      }),
    );
  });

  it("refuses a custom data scope with no organization ticked, and shows the role's name and code as text (issue 14, item 8)", async () => {
    mockApi((url, init) => {
      if (url.pathname === "/prod-api/upms/system/role/deptTree/70")
        return ok({
          depts: [{ id: 100, label: "AED Cloud", children: [{ id: 200, label: "Agent North" }] }],
          checkedKeys: [],
        });
      if (init.method === "PUT") return ok(null);
      return undefined;
    });
    await renderPage();
    fireEvent.click(await screen.findByTestId("role-row-scope-nurse"));
    const dialog = await screen.findByTestId("role-scope-dialog");
    // name and code are shown, nothing in the dialog edits them
    expect(screen.getByTestId("role-scope-name").textContent).toBe("Nurse");
    expect(screen.getByTestId("role-scope-key").textContent).toBe("nurse");
    expect(within(dialog).queryByDisplayValue("Nurse")).toBeNull();
    expect(within(dialog).queryByDisplayValue("nurse")).toBeNull();
    fireEvent.change(screen.getByTestId("role-scope-select"), {
      target: { value: "2" },
    });
    await screen.findByTestId("role-dept-tree-node-200");
    expect(screen.getByTestId("role-scope-submit").textContent).toBe("Save");
    fireEvent.click(screen.getByTestId("role-scope-submit"));
    expect(
      (await screen.findByTestId("role-scope-depts-error")).textContent,
    ).toBe("Tick at least one organization for a custom data scope");
    expect(calls().some((c) => c.method === "PUT")).toBe(false);
    // ticking one clears the message and saves
    fireEvent.click(
      within(screen.getByTestId("role-dept-tree-node-200")).getByRole("checkbox", { hidden: true }),
    );
    await waitFor(() => expect(screen.queryByTestId("role-scope-depts-error")).toBeNull());
    fireEvent.click(screen.getByTestId("role-scope-submit"));
    await waitFor(() =>
      expect(calls().find((c) => c.method === "PUT")).toMatchObject({
        body: { roleId: 70, dataScope: "2", deptIds: [200] },
      }),
    );
  });

  it("sets a custom data scope from the organizations offered", async () => {
    mockApi((url, init) => {
      if (url.pathname === "/prod-api/upms/system/role/deptTree/70")
        return ok({
          depts: [
            {
              id: 100,
              label: "AED Cloud",
              children: [{ id: 200, label: "Agent North" }],
            },
          ],
          checkedKeys: [],
        });
      if (init.method === "PUT") return ok(null);
      return undefined;
    });
    await renderPage();
    fireEvent.click(await screen.findByTestId("role-row-scope-nurse"));
    fireEvent.change(await screen.findByTestId("role-scope-select"), {
      target: { value: "2" },
    });
    // independent checkboxes: the parent stays unchecked
    fireEvent.click(
      within(await screen.findByTestId("role-dept-tree-node-200")).getByRole(
        "checkbox",
        { hidden: true },
      ),
    );
    await waitFor(() =>
      expect(
        screen
          .getByTestId("role-dept-tree-node-200")
          .getAttribute("data-state-value"),
      ).toBe("true"),
    );
    expect(
      screen
        .getByTestId("role-dept-tree-node-100")
        .getAttribute("data-state-value"),
    ).toBe("false");
    fireEvent.click(screen.getByTestId("role-scope-submit"));
    await waitFor(() =>
      expect(calls().find((c) => c.method === "PUT")).toMatchObject({
        url: "/prod-api/upms/system/role/dataScope",
        body: { roleId: 70, dataScope: "2", deptIds: [200] },
      }),
    );
  });
});
