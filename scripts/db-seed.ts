import { openDatabase, readDatabaseOptions } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { seedDemoData } from "@/db/seed";
import { loadProjectEnv } from "./load-env";

loadProjectEnv();
const handle = openDatabase(readDatabaseOptions());
runMigrations(handle)
  .then(() => seedDemoData(handle.db))
  .then(({ created }) => console.log(created ? "Demo data seeded." : "Demo business already present; nothing to do."))
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => handle.close());
