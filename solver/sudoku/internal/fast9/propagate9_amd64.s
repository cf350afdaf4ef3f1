//go:build !purego

#include "textflag.h"
#include "go_asm.h"

// The propagation of solve9.go in amd64 assembly (baseline instructions only): the functions
// of propagate9.go, step for step, so that both give the same results, nodes and guesses
// (TestAssemblyMatchesGo, FuzzAssemblyMatchesGo). The state's fields are reached through
// go_asm.h (state9_f, state9_hForced, ...); the code assumes their element types (uint32
// masks and counts, uint8 configurations). Any change to propagate9.go must be made here too.
//
// A recurring idiom: NEGL x sets the carry flag when x is not 0, so NEGL x; ADCL acc, acc
// shifts into acc the bit "x changed" or "x is not empty" without a branch.

// CLEAR(off): the mask at off(R10) loses the cells R8; R11 = R11<<1 | (it had some).
#define CLEAR(off) \
	MOVL off(R10), DX; \
	ANDL R8, DX; \
	XORL DX, off(R10); \
	NEGL DX; \
	ADCL R11, R11

// func propagateAsm(s *state9, dirty uint32) uint32
//
// propagateGo (propagate9.go), step for step: the same masks in the same order, the same
// results. Registers: DI s, BX dirty, R15 digits, R13 rows9X (a hot9), R14 band9X, CX mask
// number i, AX its mask a, R12 band b, SI the rows noted to place (np). The frame holds the
// argument and result of the rules it calls (triadsAsm, columnsAsm, nakedAsm) and digits
// across those calls (0-31), then the noted rows: mask numbers (placeI, 32-63) and cells
// (placeS, 64-191).
TEXT ·propagateAsm(SB), NOSPLIT, $192-20
	MOVQ s+0(FP), DI
	MOVL dirty+8(FP), BX
	XORL R15, R15
	XORL SI, SI
	LEAQ ·rows9X(SB), R13
	LEAQ ·band9X(SB), R14

pass:
	// A pass of the band rules over the masks in BX; their digits get the column rules.
	TESTL BX, BX
	JZ    empty
	MOVL  BX, AX
	SHRL  $9, AX
	ORL   BX, AX
	MOVL  BX, DX
	SHRL  $18, DX
	ORL   DX, AX
	ANDL  $0x1ff, AX
	ORL   AX, R15

loop:
	BSFL  BX, CX
	LEAL  -1(BX), AX
	ANDL  AX, BX
	MOVL  state9_f(DI)(CX*4), AX

	// R8 = hot9.row of the three rows OR-ed: the cells alone in their minirow (r0 | r1<<9 |
	// r2<<18 in propagateGo), and above bit 32 the segment pattern (DX). Masks never have
	// bits above 26, so a>>18 needs no mask.
	MOVL AX, DX
	ANDL $0x1ff, DX
	MOVQ hot9_row(R13)(DX*8), R8
	MOVL AX, DX
	SHRL $9, DX
	ANDL $0x1ff, DX
	ORQ  hot9_row+4096(R13)(DX*8), R8
	MOVL AX, DX
	SHRL $18, DX
	ORQ  hot9_row+8192(R13)(DX*8), R8
	MOVQ R8, DX
	SHRQ $32, DX

	// x = band9X[pattern]; a &= x.
	MOVQ (R14)(DX*8), R11
	ANDL R11, AX
	JZ   fail

	MOVBLZX hot9_bandOf(R13)(CX*1), R12
	MOVL    R11, DX
	SHRL    $27, DX
	MOVB    DX, state9_hConfigs(DI)(CX*1)
	SHRQ    $32, R11 // forced

	// Minirow triads.
	MOVL state9_hForced(DI)(CX*4), DX
	NOTL DX
	ANDL R11, DX // more
	ORL  DX, state9_hForced(DI)(CX*4)
	MOVL state9_hCount(DI)(R12*4), R9
	ADDL DX, R9 // n
	MOVL R9, state9_hCount(DI)(R12*4)
	MOVL R9, R10
	SHRL $1, R10
	ANDL R9, R10
	ANDL state9_hTwo(DI)(R12*4), R10
	SHRL $2, R9
	ORL  R9, R10
	ANDL DX, R10
	ORL  R10, state9_hTrig(DI)(R12*4)

	// solved = a & ((forced & R8) * 7) & unsolved[b]
	ANDL R11, R8
	LEAL (R8)(R8*2), DX
	LEAL (R8)(DX*2), R8
	ANDL AX, R8
	ANDL state9_unsolved(DI)(R12*4), R8

	// Noted, to place after the pass (without a branch): placeI[np], placeS[np] = i,
	// solved; np += (solved is not empty).
	MOVB CX, 32(SP)(SI*1)
	MOVL R8, 64(SP)(SI*4)
	NEGL R8
	ADCL $0, SI
	MOVL  AX, state9_f(DI)(CX*4)
	TESTL BX, BX
	JNZ   loop

empty:
	// No mask left: the noted rows, else the pending triads, else the naked singles, else
	// the column rules of the next digit; when none changes anything, the fixed point.
	TESTL SI, SI
	JZ    noflush

flush:
	// Place the noted rows in turn (R13 k, R14 np): solved = placeS[k] & unsolved[b],
	// AX the own mask f[i], which placeGo leaves as it is; SI digit d. A noted cell no
	// longer in f[i] (taken by an earlier placement) is a contradiction, as in placeGo.
	MOVL SI, R14
	XORL R13, R13

flushnext:
	MOVBLZX 32(SP)(R13*1), CX
	MOVL    64(SP)(R13*4), R8
	MOVL    state9_f(DI)(CX*4), AX
	MOVL    AX, DX
	NOTL    DX
	TESTL   R8, DX
	JNZ     fail
	LEAQ    ·rows9X(SB), DX
	MOVBLZX hot9_bandOf(DX)(CX*1), R12
	MOVBLZX hot9_digitOf(DX)(CX*1), SI
	ANDL    state9_unsolved(DI)(R12*4), R8

	// unsolved (DX), hTwo and vTwo of band b.
	MOVL state9_unsolved(DI)(R12*4), DX
	MOVL R8, R9
	NOTL R9
	ANDL R9, DX
	MOVL DX, state9_unsolved(DI)(R12*4)
	MOVL DX, R9
	SHRL $1, R9
	MOVL DX, R10
	SHRL $2, R10
	MOVL R9, R11
	ORL  R10, R11
	ANDL DX, R11
	ANDL R9, R10
	ORL  R10, R11
	ANDL $0x1249249, R11
	MOVL R11, state9_hTwo(DI)(R12*4)
	MOVL DX, R9
	SHRL $9, R9
	MOVL DX, R10
	SHRL $18, R10
	MOVL R9, R11
	ORL  R10, R11
	ANDL DX, R11
	ANDL R9, R10
	ORL  R10, R11
	ANDL $0x1ff, R11
	LEAQ ·spreadBits9(SB), R9
	MOVL (R9)(R11*4), R11
	MOVL R11, state9_vTwo(DI)(R12*4)

	// The nine digits of band b lose the solved cells; R11 collects which changed (digit
	// 8 first, so that it ends in bit 8), then moves to bit 9b.
	LEAL (R12)(R12*8), R9
	LEAQ state9_f(DI)(R9*4), R10
	XORL R11, R11
	CLEAR(32)
	CLEAR(28)
	CLEAR(24)
	CLEAR(20)
	CLEAR(16)
	CLEAR(12)
	CLEAR(8)
	CLEAR(4)
	CLEAR(0)
	MOVL CX, DX
	MOVL R9, CX
	SHLL CX, R11
	MOVL DX, CX
	BTRL CX, R11 // its own mask keeps its cells (restored below)
	ORL  R11, BX

	// The other two bands of digit d lose the columns of the solved cells.
	MOVL    R8, DX
	SHRL    $9, DX
	ORL     R8, DX
	SHRL    $18, R8
	ORL     R8, DX
	ANDL    $0x1ff, DX
	IMULL   $0x40201, DX
	LEAQ    ·otherBase9(SB), R9
	MOVBLZX (R9)(R12*2), R10
	MOVBLZX 1(R9)(R12*2), R11
	ADDL    SI, R10
	ADDL    SI, R11
	MOVL    state9_f(DI)(R10*4), R9
	ANDL    DX, R9
	XORL    R9, state9_f(DI)(R10*4)
	MOVL    BX, R8
	BTSL    R10, R8
	TESTL   R9, R9
	CMOVLNE R8, BX
	MOVL    state9_f(DI)(R11*4), R9
	ANDL    DX, R9
	XORL    R9, state9_f(DI)(R11*4)
	MOVL    BX, R8
	BTSL    R11, R8
	TESTL   R9, R9
	CMOVLNE R8, BX

	// Its own mask keeps its cells; its dirty bit stays as it was (set when an earlier
	// placement took one of them).
	MOVL AX, state9_f(DI)(CX*4)
	INCL R13
	CMPL R13, R14
	JB   flushnext
	XORL SI, SI
	LEAQ ·rows9X(SB), R13
	LEAQ ·band9X(SB), R14
	JMP  pass

noflush:
	MOVL  R15, 24(SP)
	MOVQ  DI, 0(SP)
	MOVL  state9_hTrig(DI), AX
	ORL   state9_hTrig+4(DI), AX
	ORL   state9_hTrig+8(DI), AX
	ORL   state9_vTrig(DI), AX
	ORL   state9_vTrig+4(DI), AX
	ORL   state9_vTrig+8(DI), AX
	JNZ   triads

	// The naked singles before the column rules: a cell they place spares column passes.
	CALL  ·nakedAsm(SB)
	MOVL  8(SP), BX
	TESTL BX, BX
	JNZ   back
	MOVL  24(SP), R15
	TESTL R15, R15
	JZ    done
	MOVQ  s+0(FP), DI
	MOVQ  DI, 0(SP)

columns:
	BSFL  R15, CX
	BTRL  CX, R15 // not BTRL CX, 24(SP): a bit test on memory is slow
	MOVL  R15, 24(SP)
	MOVL  CX, 8(SP)
	CALL  ·columnsAsm(SB)
	MOVL  16(SP), BX
	TESTL BX, BX
	JNZ   back

	// Nothing changed (mostly so): unless minicol triads are now pending, what the loop
	// would do next is the column rules of the next digit; after the last one, nothing
	// is left (the naked singles ran before the first).
	MOVQ  s+0(FP), DI
	MOVL  state9_vTrig(DI), AX
	ORL   state9_vTrig+4(DI), AX
	ORL   state9_vTrig+8(DI), AX
	JNZ   back
	MOVL  24(SP), R15
	TESTL R15, R15
	JNZ   columns
	JMP   done

triads:
	CALL ·triadsAsm(SB)
	MOVL 8(SP), BX
	JMP  back

back:
	XORL  SI, SI
	MOVL  24(SP), R15
	MOVQ  s+0(FP), DI
	LEAQ  ·rows9X(SB), R13
	LEAQ  ·band9X(SB), R14
	TESTL BX, BX
	JS    fail
	JMP   pass

done:
	MOVL $0, ret+16(FP)
	RET

fail:
	MOVL $0x80000000, ret+16(FP)
	RET

// TRIADBAND(b4, b36), with R8 = hTrig[b] loaded: R9 = vTrig[b] moved from bit 3j to bit j
// (R10 unspread9), SI = &f[9b], R11 = &hForced[9b], R12 = &vForced[9b], BX = 0.
#define TRIADBAND(b4, b36) \
	MOVL    state9_vTrig+b4(DI), AX; \
	MOVL    AX, CX; \
	ANDL    $0x1ff, CX; \
	MOVBLZX (R10)(CX*1), R9; \
	MOVL    AX, CX; \
	SHRL    $9, CX; \
	ANDL    $0x1ff, CX; \
	MOVBLZX (R10)(CX*1), CX; \
	SHLL    $3, CX; \
	ORL     CX, R9; \
	SHRL    $18, AX; \
	MOVBLZX (R10)(AX*1), CX; \
	SHLL    $6, CX; \
	ORL     CX, R9; \
	LEAQ    state9_f+b36(DI), SI; \
	LEAQ    state9_hForced+b36(DI), R11; \
	LEAQ    state9_vForced+b36(DI), R12; \
	XORL    BX, BX

// TRIADDIGIT(off): the mask at off(SI) loses the cells of the minirows R8 (bit 3s) and the
// minicols R9 (bit j) it is not forced into (hForced at off(R11), vForced at off(R12));
// BX = BX<<1 | (it changed).
#define TRIADDIGIT(off) \
	MOVL  off(R11), AX; \
	NOTL  AX; \
	ANDL  R8, AX; \
	LEAL  (AX)(AX*2), CX; \
	LEAL  (AX)(CX*2), AX; \
	MOVL  off(R12), CX; \
	NOTL  CX; \
	ANDL  R9, CX; \
	IMULL $0x40201, CX; \
	ORL   CX, AX; \
	ANDL  off(SI), AX; \
	XORL  AX, off(SI); \
	NEGL  AX; \
	ADCL  BX, BX

// TRIADDIGITS: TRIADDIGIT for the nine digits, digit 8 first (so that it ends in bit 8).
#define TRIADDIGITS \
	TRIADDIGIT(32); \
	TRIADDIGIT(28); \
	TRIADDIGIT(24); \
	TRIADDIGIT(20); \
	TRIADDIGIT(16); \
	TRIADDIGIT(12); \
	TRIADDIGIT(8); \
	TRIADDIGIT(4); \
	TRIADDIGIT(0)

// func triadsAsm(s *state9) uint32
//
// triadsGo (propagate9.go), step for step. Registers: DI s, R15 dirty, R10 unspread9, and
// per band as TRIADBAND sets them.
TEXT ·triadsAsm(SB), NOSPLIT, $0-12
	MOVQ s+0(FP), DI
	MOVL state9_hCount(DI), AX
	ORL  state9_vCount(DI), AX
	ORL  state9_hCount+4(DI), AX
	ORL  state9_vCount+4(DI), AX
	ORL  state9_hCount+8(DI), AX
	ORL  state9_vCount+8(DI), AX
	SHRL $2, AX
	ANDL $0x1249249, AX
	JNZ  triadsfail
	XORL R15, R15
	LEAQ ·unspread9(SB), R10

	MOVL state9_hTrig(DI), R8
	MOVL R8, CX
	ORL  state9_vTrig(DI), CX
	JZ   triads1
	TRIADBAND(0, 0)
	TRIADDIGITS
	ORL  BX, R15

triads1:
	MOVL state9_hTrig+4(DI), R8
	MOVL R8, CX
	ORL  state9_vTrig+4(DI), CX
	JZ   triads2
	TRIADBAND(4, 36)
	TRIADDIGITS
	SHLL $9, BX
	ORL  BX, R15

triads2:
	MOVL state9_hTrig+8(DI), R8
	MOVL R8, CX
	ORL  state9_vTrig+8(DI), CX
	JZ   triadsdone
	TRIADBAND(8, 72)
	TRIADDIGITS
	SHLL $18, BX
	ORL  BX, R15

triadsdone:
	MOVQ $0, state9_hTrig(DI)
	MOVQ $0, state9_hTrig+8(DI)
	MOVQ $0, state9_vTrig(DI)
	MOVQ $0, state9_vTrig+8(DI)
	MOVL R15, ret+8(FP)
	RET

triadsfail:
	MOVL $0x80000000, ret+8(FP)
	RET

// COLS(a, c, t): c = the columns where band mask a has a cell, t = two or more (AX, BX, CX
// scratch).
#define COLS(a, c, t) \
	MOVL a, AX; \
	ANDL $0x1ff, AX; \
	MOVL a, BX; \
	SHRL $9, BX; \
	ANDL $0x1ff, BX; \
	MOVL a, CX; \
	SHRL $18, CX; \
	MOVL AX, c; \
	ORL  BX, c; \
	ORL  CX, c; \
	MOVL BX, t; \
	ORL  CX, t; \
	ANDL AX, t; \
	ANDL CX, BX; \
	ORL  BX, t

// STACK(k3, cfg): the stack whose columns start at bit k3 of each band in c (R11): its
// pattern (AX), its configurations (to vConfigs+cfg; none: a contradiction), and the
// (band, column) pairs on them added to keep (R14). R13 permCount9, DX permScatter9.
#define STACK(k3, cfg) \
	MOVL    R11, AX; \
	SHRL    $k3, AX; \
	ANDL    $0x1c0e07, AX; \
	MOVL    AX, BX; \
	SHRL    $6, BX; \
	ORL     BX, AX; \
	SHRL    $6, BX; \
	ORL     BX, AX; \
	ANDL    $0x1ff, AX; \
	MOVBLZX (R13)(AX*1), CX; \
	TESTL   CX, CX; \
	JZ      colfail; \
	MOVB    CX, state9_vConfigs+cfg(DI)(SI*1); \
	MOVL    (DX)(AX*4), CX; \
	SHLL    $k3, CX; \
	ORL     CX, R14

// KEEP(k9, a): band mask a loses the columns of band k9/9 not in keep (R14).
#define KEEP(k9, a) \
	MOVL  R14, AX; \
	SHRL  $k9, AX; \
	ANDL  $0x1ff, AX; \
	IMULL $0x40201, AX; \
	ANDL  AX, a

// KEEPROWS(x, a): band mask a keeps the cells x alone in their rows (BX, CX scratch, R14
// rows9).
#define KEEPROWS(x, a) \
	XORL BX, BX; \
	MOVL x, CX; \
	ANDL $0x7fc0000, CX; \
	NEGL CX; \
	ADCL BX, BX; \
	MOVL x, CX; \
	ANDL $0x3fe00, CX; \
	NEGL CX; \
	ADCL BX, BX; \
	MOVL x, CX; \
	ANDL $0x1ff, CX; \
	NEGL CX; \
	ADCL BX, BX; \
	MOVL (R14)(BX*4), CX; \
	NOTL x; \
	ANDL x, CX; \
	NOTL CX; \
	ANDL CX, a

// CHANGED(off, a): AX = AX<<1 | (the mask at off(R15) is not a).
#define CHANGED(off, a) \
	MOVL off(R15), CX; \
	XORL a, CX; \
	NEGL CX; \
	ADCL AX, AX

// MINICOLS(k9, fo, b4): the minicol triads of band k9/9, its columns c_b = R11>>k9: vForced
// of the digit at fo(R14) (R13 colForced9, R12 spreadBits9), vCount, vTwo, vTrig at +b4.
#define MINICOLS(k9, fo, b4) \
	MOVL R11, AX; \
	SHRL $k9, AX; \
	ANDL $0x1ff, AX; \
	MOVL (R13)(AX*4), AX; \
	MOVL fo(R14), CX; \
	NOTL CX; \
	ANDL CX, AX; \
	ORL  AX, fo(R14); \
	MOVL (R12)(AX*4), AX; \
	MOVL state9_vCount+b4(DI), CX; \
	ADDL AX, CX; \
	MOVL CX, state9_vCount+b4(DI); \
	MOVL CX, DX; \
	SHRL $1, DX; \
	ANDL CX, DX; \
	ANDL state9_vTwo+b4(DI), DX; \
	SHRL $2, CX; \
	ORL  CX, DX; \
	ANDL AX, DX; \
	ORL  DX, state9_vTrig+b4(DI)

// HIDDEN(skip): the hidden singles in a column (R11 c, R12 t, R8-R10 the masks): one, the
// columns with exactly one cell in all (AX c0, BX c1, CX c2, DX t folded), and x_b = a_b &
// one & unsolved[b] (R12, R13, DX), the single cells of the columns not yet solved, each
// kept alone in its row; to skip when there is none.
#define HIDDEN(skip) \
	MOVL R11, AX; \
	ANDL $0x1ff, AX; \
	MOVL R11, BX; \
	SHRL $9, BX; \
	ANDL $0x1ff, BX; \
	MOVL R11, CX; \
	SHRL $18, CX; \
	MOVL R12, DX; \
	SHRL $9, DX; \
	ORL  R12, DX; \
	MOVL R12, R13; \
	SHRL $18, R13; \
	ORL  R13, DX; \
	MOVL BX, R13; \
	ORL  CX, R13; \
	ANDL AX, R13; \
	ORL  R13, DX; \
	MOVL BX, R13; \
	ANDL CX, R13; \
	ORL  R13, DX; \
	ORL  BX, AX; \
	ORL  CX, AX; \
	NOTL DX; \
	ANDL DX, AX; \
	ANDL $0x1ff, AX; \
	JZ   skip; \
	IMULL $0x40201, AX; \
	MOVL  R8, R12; \
	ANDL  AX, R12; \
	ANDL  state9_unsolved(DI), R12; \
	MOVL  R9, R13; \
	ANDL  AX, R13; \
	ANDL  state9_unsolved+4(DI), R13; \
	MOVL  R10, DX; \
	ANDL  AX, DX; \
	ANDL  state9_unsolved+8(DI), DX; \
	MOVL  R12, CX; \
	ORL   R13, CX; \
	ORL   DX, CX; \
	JZ    skip; \
	LEAQ  ·rows9(SB), R14; \
	KEEPROWS(R12, R8); \
	KEEPROWS(R13, R9); \
	KEEPROWS(DX, R10)

// func columnsAsm(s *state9, d uint32) uint32
//
// columnsGo (propagate9.go), step for step. Registers: DI s, SI d, R15 &f[d] (the masks of
// d are at 0, 36 and 72 bytes from it), R8-R10 the masks a0-a2, R11 c, R12 t, R14 keep.
TEXT ·columnsAsm(SB), NOSPLIT, $0-20
	MOVQ s+0(FP), DI
	MOVL d+8(FP), SI
	ANDL $15, SI
	LEAQ state9_f(DI)(SI*4), R15
	MOVL 0(R15), R8
	MOVL 36(R15), R9
	MOVL 72(R15), R10

	// c, t of the three bands, band b at bits 9b.
	COLS(R8, R11, R12)
	COLS(R9, DX, R13)
	SHLL $9, DX
	ORL  DX, R11
	SHLL $9, R13
	ORL  R13, R12
	COLS(R10, DX, R13)
	SHLL $18, DX
	ORL  DX, R11
	SHLL $18, R13
	ORL  R13, R12

	// The three stacks: keep the (band, column) pairs on a permutation.
	LEAQ ·permCount9(SB), R13
	LEAQ ·permScatter9(SB), DX
	XORL R14, R14
	STACK(0, 0)
	STACK(3, 9)
	STACK(6, 18)
	// Most passes remove nothing here: then the masks only change by a hidden single, and
	// without one nothing is stored.
	MOVL  R14, AX
	NOTL  AX
	TESTL AX, R11
	JNZ   restrict
	HIDDEN(nochange)
	JMP   changed

restrict:
	ANDL R14, R11
	ANDL R14, R12
	KEEP(0, R8)
	KEEP(9, R9)
	KEEP(18, R10)
	HIDDEN(changed)

changed:
	// dirty: the masks that changed (bits 0, 9, 18, then shifted by d), stored back.
	XORL AX, AX
	CHANGED(72, R10)
	SHLL $8, AX
	CHANGED(36, R9)
	SHLL $8, AX
	CHANGED(0, R8)
	MOVL R8, 0(R15)
	MOVL R9, 36(R15)
	MOVL R10, 72(R15)
	MOVL SI, CX
	SHLL CX, AX
	MOVL AX, BX
	JMP  minicols

nochange:
	XORL BX, BX

minicols:
	// Minicol triads of the three bands; vForced holds columns (bit j), the counts one
	// 3-bit field per column (bit 3j).
	LEAQ ·colForced9(SB), R13
	LEAQ state9_vForced(DI)(SI*4), R14
	LEAQ ·spreadBits9(SB), R12
	MINICOLS(0, 0, 0)
	MINICOLS(9, 36, 4)
	MINICOLS(18, 72, 8)

	MOVL BX, ret+16(FP)
	RET

colfail:
	MOVL $0x80000000, ret+16(FP)
	RET

// NAKEDACC(off): r1 (AX) and r2 (BX), the cells with one candidate or more and two or more,
// take in the mask at off(SI) (CX, DX scratch).
#define NAKEDACC(off) \
	MOVL off(SI), CX; \
	MOVL AX, DX; \
	ANDL CX, DX; \
	ORL  DX, BX; \
	ORL  CX, AX

// NAKEDBAND(b4, b36): R8 = unsolved[b], SI = &f[9b]; AX and BX = r1 and r2 of its masks.
#define NAKEDBAND(b4, b36) \
	MOVL state9_unsolved+b4(DI), R8; \
	LEAQ state9_f+b36(DI), SI; \
	MOVL 0(SI), AX; \
	MOVL AX, BX; \
	ANDL 4(SI), BX; \
	ORL  4(SI), AX; \
	NAKEDACC(8); \
	NAKEDACC(12); \
	NAKEDACC(16); \
	NAKEDACC(20); \
	NAKEDACC(24); \
	NAKEDACC(28); \
	NAKEDACC(32)

// DIGITBITS: R9-R12 = bits 0-3 of the digit of each cell with one candidate (the masks of
// the digits with that bit set, OR-ed).
#define DIGITBITS \
	MOVL 4(SI), R9; \
	ORL  12(SI), R9; \
	ORL  20(SI), R9; \
	ORL  28(SI), R9; \
	MOVL 8(SI), R10; \
	ORL  12(SI), R10; \
	ORL  24(SI), R10; \
	ORL  28(SI), R10; \
	MOVL 16(SI), R11; \
	ORL  20(SI), R11; \
	ORL  24(SI), R11; \
	ORL  28(SI), R11; \
	MOVL 32(SI), R12

// NAKEDCELL(base): the lowest cell of BX: its digit e (DX) keeps only it in its row and box
// (R13 keep9); dirty (R15) gets bit base+e; BX loses the cell (flags set for the loop).
#define NAKEDCELL(base) \
	BSFL  BX, CX; \
	XORL  DX, DX; \
	BTL   CX, R12; \
	ADCL  DX, DX; \
	BTL   CX, R11; \
	ADCL  DX, DX; \
	BTL   CX, R10; \
	ADCL  DX, DX; \
	BTL   CX, R9; \
	ADCL  DX, DX; \
	CMPL  DX, $8; \
	JA    nakedfail; \
	MOVL  (R13)(CX*4), AX; \
	ANDL  AX, (SI)(DX*4); \
	LEAL  base(DX), AX; \
	BTSL  AX, R15; \
	LEAL  -1(BX), AX; \
	ANDL  AX, BX

// func nakedAsm(s *state9) uint32
//
// nakedGo (propagate9.go), step for step. Registers: DI s, R15 dirty, R13 keep9, per band
// as NAKEDBAND sets them; then BX the cells with one candidate.
TEXT ·nakedAsm(SB), NOSPLIT, $0-12
	MOVQ s+0(FP), DI
	XORL R15, R15
	LEAQ ·keep9(SB), R13

	MOVL  state9_unsolved(DI), R8
	TESTL R8, R8
	JZ    naked1
	NAKEDBAND(0, 0)
	MOVL  AX, CX
	NOTL  CX
	ANDL  R8, CX
	JNZ   nakedfail
	NOTL  BX
	ANDL  R8, BX
	JZ    naked1
	DIGITBITS

cell0:
	NAKEDCELL(0)
	JNZ cell0

naked1:
	MOVL  state9_unsolved+4(DI), R8
	TESTL R8, R8
	JZ    naked2
	NAKEDBAND(4, 36)
	MOVL  AX, CX
	NOTL  CX
	ANDL  R8, CX
	JNZ   nakedfail
	NOTL  BX
	ANDL  R8, BX
	JZ    naked2
	DIGITBITS

cell1:
	NAKEDCELL(9)
	JNZ cell1

naked2:
	MOVL  state9_unsolved+8(DI), R8
	TESTL R8, R8
	JZ    nakeddone
	NAKEDBAND(8, 72)
	MOVL  AX, CX
	NOTL  CX
	ANDL  R8, CX
	JNZ   nakedfail
	NOTL  BX
	ANDL  R8, BX
	JZ    nakeddone
	DIGITBITS

cell2:
	NAKEDCELL(18)
	JNZ cell2

nakeddone:
	MOVL R15, ret+8(FP)
	RET

nakedfail:
	MOVL $0x80000000, ret+8(FP)
	RET
