import { openDatabase, readDatabaseOptions } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { loadProjectEnv } from "./load-env";

loadProjectEnv();
const handle = openDatabase(readDatabaseOptions());
runMigrations(handle)
  .then(() => console.log("Migrations applied."))
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => handle.close());
