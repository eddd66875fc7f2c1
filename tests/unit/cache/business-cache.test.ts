import { describe, expect, it } from "vitest";
import { createBusinessCache } from "@/lib/cache/business-cache";

type Row = { id: string; name: string };

function setUp(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let clock = 0;
  const cache = createBusinessCache({
    ttlMs: options.ttlMs ?? 1_000,
    maxEntries: options.maxEntries ?? 10,
    now: () => clock,
  });
  cache.setEnabled(true);
  let loads = 0;
  const rows = new Map<string, Row>([
    ["a", { id: "business-a", name: "A" }],
    ["b", { id: "business-b", name: "B" }],
  ]);
  const read = (key: string) =>
    cache.read(
      key,
      async () => {
        loads += 1;
        const row = rows.get(key);
        return row ? { ...row } : null;
      },
      (row) => row.id,
    );
  return {
    cache,
    read,
    rows,
    loads: () => loads,
    tick: (ms: number) => {
      clock += ms;
    },
  };
}

describe("the business cache", () => {
  it("loads once and serves the same value until the business changes", async () => {
    const { cache, read, rows, loads } = setUp();
    const first = await read("a");
    expect(await read("a")).toBe(first);
    expect(loads()).toBe(1);
    rows.set("a", { id: "business-a", name: "A renamed" });
    cache.invalidateBusiness("business-a");
    expect(await read("a")).toEqual({ id: "business-a", name: "A renamed" });
    expect(loads()).toBe(2);
  });

  it("drops only the changed business's entries", async () => {
    const { cache, read, loads } = setUp();
    await read("a");
    await read("b");
    cache.invalidateBusiness("business-b");
    await read("a");
    await read("b");
    expect(loads()).toBe(3);
  });

  it("shares one load between concurrent readers", async () => {
    const { read, loads } = setUp();
    const [one, two, three] = await Promise.all([read("a"), read("a"), read("a")]);
    expect(one).toBe(two);
    expect(two).toBe(three);
    expect(loads()).toBe(1);
  });

  it("does not keep a value whose load began before a change that arrived while it loaded", async () => {
    const { cache, rows, loads } = setUp();
    let finish: (row: Row) => void = () => {};
    const slow = cache.read(
      "a",
      () => new Promise<Row>((resolve) => (finish = resolve)),
      (row) => row.id,
    );
    cache.invalidateBusiness("business-a");
    finish({ id: "business-a", name: "old" });
    expect((await slow)?.name).toBe("old");
    rows.set("a", { id: "business-a", name: "new" });
    const fresh = await cache.read(
      "a",
      async () => rows.get("a")!,
      (row) => row.id,
    );
    expect(fresh?.name).toBe("new");
    expect(loads()).toBe(0);
  });

  it("never keeps 'not found' or a failed load", async () => {
    const { cache, read, loads } = setUp();
    expect(await read("missing")).toBeNull();
    expect(await read("missing")).toBeNull();
    expect(loads()).toBe(2);
    await expect(
      cache.read(
        "x",
        () => Promise.reject(new Error("down")),
        () => "x",
      ),
    ).rejects.toThrow("down");
    expect(
      await cache.read(
        "x",
        async () => ({ id: "x" }),
        (row) => row.id,
      ),
    ).toEqual({ id: "x" });
    expect(cache.size).toBe(1);
  });

  it("loads every time while off, and forgets everything when turned off or on", async () => {
    const { cache, read, loads } = setUp();
    await read("a");
    cache.setEnabled(false);
    expect(cache.size).toBe(0);
    await read("a");
    await read("a");
    expect(loads()).toBe(3);
    cache.setEnabled(true);
    await read("a");
    await read("a");
    expect(loads()).toBe(4);
  });

  it("drops everything on invalidateAll (a change to how businesses are found)", async () => {
    const { cache, read, loads } = setUp();
    await read("a");
    await read("b");
    cache.invalidateAll();
    expect(cache.size).toBe(0);
    await read("a");
    expect(loads()).toBe(3);
  });

  it("expires an entry after its time to live", async () => {
    const { read, loads, tick } = setUp({ ttlMs: 1_000 });
    await read("a");
    tick(999);
    await read("a");
    expect(loads()).toBe(1);
    tick(2);
    await read("a");
    expect(loads()).toBe(2);
  });

  it("holds at most maxEntries, evicting the oldest", async () => {
    const { cache } = setUp({ maxEntries: 3 });
    const loaded: string[] = [];
    const read = (key: string) =>
      cache.read(
        key,
        async () => {
          loaded.push(key);
          return { id: key };
        },
        (row) => row.id,
      );
    for (const key of ["1", "2", "3", "4"]) await read(key);
    expect(cache.size).toBe(3);
    await read("4");
    await read("1");
    expect(loaded).toEqual(["1", "2", "3", "4", "1"]);
  });

  it("returns but does not keep a value its business is not named for (null)", async () => {
    const { cache } = setUp();
    let loads = 0;
    const read = () =>
      cache.read(
        "page",
        async () => ({ status: 404, loads: ++loads }),
        () => null,
      );
    const [first, second] = await Promise.all([read(), read()]);
    expect(first).toEqual({ status: 404, loads: 1 });
    // Concurrent readers shared the one load; the next read loads again.
    expect(second).toBe(first);
    expect(await read()).toEqual({ status: 404, loads: 2 });
    expect(cache.size).toBe(0);
  });

  it("ends an entry at the value's own expiry when that comes before the cache's", async () => {
    const { cache, tick } = setUp({ ttlMs: 1_000 });
    let loads = 0;
    const read = (validFor: number) =>
      cache.read(
        "page",
        async () => {
          loads += 1;
          return { id: "business-a", validUntil: validFor };
        },
        (page) => page.id,
        (page) => page.validUntil,
      );
    await read(300);
    tick(299);
    await read(300);
    expect(loads).toBe(1);
    tick(2);
    await read(5_000);
    expect(loads).toBe(2);
    // A later expiry than the cache's own is cut to the cache's.
    tick(1_001);
    await read(5_000);
    expect(loads).toBe(3);
  });

  it("peeks at a loaded, live entry only, and never loads", async () => {
    const { cache, read, loads, tick } = setUp({ ttlMs: 1_000 });
    expect(cache.peek("a")).toBeUndefined();
    const pending = read("a");
    // Still loading: its business is not known yet.
    expect(cache.peek("a")).toBeUndefined();
    await pending;
    expect(await cache.peek("a")).toEqual({ id: "business-a", name: "A" });
    cache.invalidateBusiness("business-a");
    expect(cache.peek("a")).toBeUndefined();
    await read("a");
    tick(1_001);
    expect(cache.peek("a")).toBeUndefined();
    cache.setEnabled(false);
    await read("a");
    expect(cache.peek("a")).toBeUndefined();
    expect(loads()).toBe(3);
  });
});
