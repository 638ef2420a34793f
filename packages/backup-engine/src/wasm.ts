/**
 * The parts of the WebAssembly global the engine uses (its TypeScript setup has no DOM types):
 * compiling and instantiating modules (chunker.ts) and page-aligned memories
 * (direct-write.ts). Undefined where WebAssembly is disabled (`node --jitless`).
 */
export interface WasmMemory {
  buffer: ArrayBuffer;
  grow(pages: number): number;
}

export interface WasmInstance {
  exports: object;
}

interface WasmGlobal {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => WasmInstance;
  Memory: new (pages: { initial: number; maximum?: number }) => WasmMemory;
}

/** Bytes per WebAssembly memory page. */
export const WASM_PAGE = 64 * 1024;

export const webAssembly = (globalThis as { WebAssembly?: WasmGlobal }).WebAssembly;
