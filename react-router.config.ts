import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // The browser loads the whole route list once, as a built file it keeps (decision 151), instead of each page
  // with React carrying the routes around it and the dashboard asking the server for more as links appear.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
