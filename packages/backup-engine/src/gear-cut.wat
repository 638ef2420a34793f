;; The chunker's cut loop (chunker.ts, FastCDC with normalised chunking), as WebAssembly: about
;; three times the speed of the same loop in JavaScript, which has to bounds-check both array
;; reads of every byte. `npx tsx packages/backup-engine/scripts/build-gear-cut.ts` compiles this
;; file into gear-cut-wasm.ts; a test checks that the two agree.
;;
;; Memory: the gear table (256 x i32) at address 0, the chunker's buffer from address 65536.
;; `cut` hashes from `from` (the chunk's start plus the minimum size) and answers the chunk's
;; length: the first position where the hash has none of `maskS`'s bits set before `normalEnd`,
;; or none of `maskL`'s bits before `stop`; else everything up to `stop`.
(module
  (memory (export "memory") 1)
  (func (export "cut")
    (param $start i32) (param $from i32) (param $normalEnd i32) (param $stop i32)
    (param $maskS i32) (param $maskL i32) (result i32)
    (local $i i32) (local $h i32)
    (local.set $i (local.get $from))
    (block $pastNormal
      (loop $small
        (br_if $pastNormal (i32.ge_u (local.get $i) (local.get $normalEnd)))
        ;; h = (h << 1) + gear[byte]
        (local.set $h (i32.add (i32.shl (local.get $h) (i32.const 1))
          (i32.load (i32.shl (i32.load8_u (local.get $i)) (i32.const 2)))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br_if $small (i32.and (local.get $h) (local.get $maskS)))
        (return (i32.sub (local.get $i) (local.get $start)))))
    (block $pastStop
      (loop $large
        (br_if $pastStop (i32.ge_u (local.get $i) (local.get $stop)))
        (local.set $h (i32.add (i32.shl (local.get $h) (i32.const 1))
          (i32.load (i32.shl (i32.load8_u (local.get $i)) (i32.const 2)))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br_if $large (i32.and (local.get $h) (local.get $maskL)))
        (return (i32.sub (local.get $i) (local.get $start)))))
    (i32.sub (local.get $stop) (local.get $start))))
