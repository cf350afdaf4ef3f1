//go:build !purego

#include "textflag.h"
#include "go_asm.h"

// The propagation of solve9.go in amd64 assembly (baseline instructions only): the functions
// of propagate9.go, step for step, so that both give the same results, nodes and guesses
// (TestAssemblyMatchesGo, FuzzAssemblyMatchesGo). The state's fields are reached through
// go_asm.h (state9_f, state9_hForced, ...); the code assumes their element types (uint32
// masks and counts, uint8 configurations). Any change to propagate9.go must be made here too.

// func propagateAsm(s *state9, dirty uint32) uint32
//
// propagateGo (propagate9.go), step for step: the same masks in the same order, the same results.
// Registers: DI s, BX dirty, R15 digits, R13 rowInfo9, R14 band9X, CX mask number i, AX its
// mask a, R12 band b, SI digit d. The frame holds the arguments of the rules it calls
// (triadsAsm, columnsAsm, nakedAsm) and digits across those calls.
TEXT ·propagateAsm(SB), NOSPLIT, $32-20
	MOVQ s+0(FP), DI
	MOVL dirty+8(FP), BX
	XORL R15, R15
	LEAQ ·rowInfo9(SB), R13
	LEAQ ·band9X(SB), R14

loop:
	TESTL BX, BX
	JZ    empty
	BSFL  BX, CX
	LEAL  -1(BX), AX
	ANDL  AX, BX
	MOVL  state9_f(DI)(CX*4), AX

	// r0, r1, r2 = rowInfo9 of the three rows; DX = the segment pattern.
	MOVL AX, DX
	ANDL $0x1ff, DX
	MOVL (R13)(DX*4), R8
	MOVL AX, DX
	SHRL $9, DX
	ANDL $0x1ff, DX
	MOVL (R13)(DX*4), R9
	MOVL AX, DX
	SHRL $18, DX
	ANDL $0x1ff, DX
	MOVL (R13)(DX*4), R10
	MOVL R8, DX
	SHRL $27, DX
	MOVL R9, SI
	SHRL $24, SI
	ANDL $0x38, SI
	ORL  SI, DX
	MOVL R10, SI
	SHRL $21, SI
	ANDL $0x1c0, SI
	ORL  SI, DX

	// R8 = cells alone in their minirow (r0 | r1<<9 | r2<<18).
	SHLL $9, R9
	ORL  R9, R8
	SHLL $18, R10
	ORL  R10, R8

	// x = band9X[pattern]; a &= x.
	MOVQ (R14)(DX*8), R11
	ANDL R11, AX
	JZ   fail

	LEAQ    ·band9Of(SB), DX
	MOVBLZX (DX)(CX*1), R12
	LEAQ    ·digit9Of(SB), DX
	MOVBLZX (DX)(CX*1), SI
	BTSL    SI, R15
	MOVQ    R11, DX
	SHRQ    $59, DX
	MOVB    DX, state9_hConfigs(DI)(CX*1)
	SHRQ    $32, R11
	ANDL    $0x7ffffff, R11 // forced

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
	JNZ  place

store:
	MOVL AX, state9_f(DI)(CX*4)
	JMP  loop

place:
	// unsolved, hTwo, vTwo of band b.
	MOVL  state9_unsolved(DI)(R12*4), DX
	MOVL  R8, R9
	NOTL  R9
	ANDL  R9, DX // u
	MOVL  DX, state9_unsolved(DI)(R12*4)
	MOVL  DX, R9
	SHRL  $1, R9
	MOVL  DX, R10
	SHRL  $2, R10
	MOVL  R9, R11
	ORL   R10, R11
	ANDL  DX, R11
	ANDL  R9, R10
	ORL   R10, R11
	ANDL  $0x1249249, R11
	MOVL  R11, state9_hTwo(DI)(R12*4)
	MOVL  DX, R9
	SHRL  $9, R9
	MOVL  DX, R10
	SHRL  $18, R10
	MOVL  R9, R11
	ORL   R10, R11
	ANDL  DX, R11
	ANDL  R9, R10
	ORL   R10, R11
	ANDL  $0x1ff, R11
	LEAQ  ·spreadBits9(SB), R9
	MOVL  (R9)(R11*4), R11
	MOVL  R11, state9_vTwo(DI)(R12*4)

	// The nine digits of band b lose the solved cells; R11 collects which changed.
	LEAL (R12)(R12*8), R9
	LEAQ state9_f(DI)(R9*4), R10
	XORL R11, R11
	MOVL 32(R10), DX
	ANDL R8, DX
	XORL DX, 32(R10)
	NEGL DX
	ADCL R11, R11
	MOVL 28(R10), DX
	ANDL R8, DX
	XORL DX, 28(R10)
	NEGL DX
	ADCL R11, R11
	MOVL 24(R10), DX
	ANDL R8, DX
	XORL DX, 24(R10)
	NEGL DX
	ADCL R11, R11
	MOVL 20(R10), DX
	ANDL R8, DX
	XORL DX, 20(R10)
	NEGL DX
	ADCL R11, R11
	MOVL 16(R10), DX
	ANDL R8, DX
	XORL DX, 16(R10)
	NEGL DX
	ADCL R11, R11
	MOVL 12(R10), DX
	ANDL R8, DX
	XORL DX, 12(R10)
	NEGL DX
	ADCL R11, R11
	MOVL 8(R10), DX
	ANDL R8, DX
	XORL DX, 8(R10)
	NEGL DX
	ADCL R11, R11
	MOVL 4(R10), DX
	ANDL R8, DX
	XORL DX, 4(R10)
	NEGL DX
	ADCL R11, R11
	MOVL 0(R10), DX
	ANDL R8, DX
	XORL DX, 0(R10)
	NEGL DX
	ADCL R11, R11
	XCHGL CX, R9
	SHLL  CX, R11
	XCHGL CX, R9
	ORL   R11, BX

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
	BTRL    CX, BX
	JMP     store

empty:
	// No mask left: the pending triads, else the column rules of the next digit, else the
	// naked singles.
	MOVL  R15, 24(SP)
	MOVQ  DI, 0(SP)
	MOVL  state9_hTrig(DI), AX
	ORL   state9_hTrig+4(DI), AX
	ORL   state9_hTrig+8(DI), AX
	ORL   state9_vTrig(DI), AX
	ORL   state9_vTrig+4(DI), AX
	ORL   state9_vTrig+8(DI), AX
	JNZ   triads
	TESTL R15, R15
	JZ    naked
	BSFL  R15, CX
	BTRL  CX, 24(SP)
	MOVL  CX, 8(SP)
	CALL  ·columnsAsm(SB)
	MOVL  16(SP), BX
	JMP   back

triads:
	CALL ·triadsAsm(SB)
	MOVL 8(SP), BX
	JMP  back

naked:
	CALL  ·nakedAsm(SB)
	MOVL  8(SP), BX
	TESTL BX, BX
	JZ    done

back:
	MOVL  24(SP), R15
	MOVQ  s+0(FP), DI
	LEAQ  ·rowInfo9(SB), R13
	LEAQ  ·band9X(SB), R14
	TESTL BX, BX
	JS    fail
	JMP   loop

done:
	MOVL $0, ret+16(FP)
	RET

fail:
	MOVL $0x80000000, ret+16(FP)
	RET

// func triadsAsm(s *state9) uint32
//
// triadsGo (propagate9.go), step for step. Registers: DI s, R15 dirty, R8 th, R9 tv (bit j),
// R10 unspread9, SI &f[9b], R11 &hForced[9b], R12 &vForced[9b], AX/CX/DX scratch,
// BX the changed masks of the band.
TEXT ·triadsAsm(SB), NOSPLIT, $0-12
	MOVQ  s+0(FP), DI
	MOVL  state9_hCount(DI), AX
	ORL   state9_vCount(DI), AX
	ORL   state9_hCount+4(DI), AX
	ORL   state9_vCount+4(DI), AX
	ORL   state9_hCount+8(DI), AX
	ORL   state9_vCount+8(DI), AX
	SHRL  $2, AX
	ANDL  $0x1249249, AX
	JNZ   triadsfail
	XORL  R15, R15
	LEAQ  ·unspread9(SB), R10

	// Band 0, unless it has no trigger.
	MOVL    state9_hTrig+0(DI), R8
	MOVL    state9_vTrig+0(DI), AX
	MOVL    R8, CX
	ORL     AX, CX
	JZ      tnext0
	MOVL    AX, CX
	ANDL    $0x1ff, CX
	MOVBLZX (R10)(CX*1), R9
	MOVL    AX, CX
	SHRL    $9, CX
	ANDL    $0x1ff, CX
	MOVBLZX (R10)(CX*1), CX
	SHLL    $3, CX
	ORL     CX, R9
	SHRL    $18, AX
	MOVBLZX (R10)(AX*1), CX
	SHLL    $6, CX
	ORL     CX, R9
	LEAQ    state9_f+0(DI), SI
	LEAQ    state9_hForced+0(DI), R11
	LEAQ    state9_vForced+0(DI), R12
	XORL    BX, BX
	MOVL  32(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  32(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  32(SI), AX
	XORL  AX, 32(SI)
	NEGL  AX
	ADCL  BX, BX
	MOVL  28(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  28(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  28(SI), AX
	XORL  AX, 28(SI)
	NEGL  AX
	ADCL  BX, BX
	MOVL  24(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  24(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  24(SI), AX
	XORL  AX, 24(SI)
	NEGL  AX
	ADCL  BX, BX
	MOVL  20(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  20(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  20(SI), AX
	XORL  AX, 20(SI)
	NEGL  AX
	ADCL  BX, BX
	MOVL  16(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  16(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  16(SI), AX
	XORL  AX, 16(SI)
	NEGL  AX
	ADCL  BX, BX
	MOVL  12(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  12(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  12(SI), AX
	XORL  AX, 12(SI)
	NEGL  AX
	ADCL  BX, BX
	MOVL  8(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  8(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  8(SI), AX
	XORL  AX, 8(SI)
	NEGL  AX
	ADCL  BX, BX
	MOVL  4(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  4(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  4(SI), AX
	XORL  AX, 4(SI)
	NEGL  AX
	ADCL  BX, BX
	MOVL  0(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  0(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  0(SI), AX
	XORL  AX, 0(SI)
	NEGL  AX
	ADCL  BX, BX
	ORL   BX, R15

tnext0:

	// Band 1, unless it has no trigger.
	MOVL    state9_hTrig+4(DI), R8
	MOVL    state9_vTrig+4(DI), AX
	MOVL    R8, CX
	ORL     AX, CX
	JZ      tnext1
	MOVL    AX, CX
	ANDL    $0x1ff, CX
	MOVBLZX (R10)(CX*1), R9
	MOVL    AX, CX
	SHRL    $9, CX
	ANDL    $0x1ff, CX
	MOVBLZX (R10)(CX*1), CX
	SHLL    $3, CX
	ORL     CX, R9
	SHRL    $18, AX
	MOVBLZX (R10)(AX*1), CX
	SHLL    $6, CX
	ORL     CX, R9
	LEAQ    state9_f+36(DI), SI
	LEAQ    state9_hForced+36(DI), R11
	LEAQ    state9_vForced+36(DI), R12
	XORL    BX, BX
	MOVL  32(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  32(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  32(SI), AX
	XORL  AX, 32(SI)
	NEGL  AX
	ADCL  BX, BX
	MOVL  28(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  28(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  28(SI), AX
	XORL  AX, 28(SI)
	NEGL  AX
	ADCL  BX, BX
	MOVL  24(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  24(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  24(SI), AX
	XORL  AX, 24(SI)
	NEGL  AX
	ADCL  BX, BX
	MOVL  20(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  20(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  20(SI), AX
	XORL  AX, 20(SI)
	NEGL  AX
	ADCL  BX, BX
	MOVL  16(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  16(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  16(SI), AX
	XORL  AX, 16(SI)
	NEGL  AX
	ADCL  BX, BX
	MOVL  12(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  12(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  12(SI), AX
	XORL  AX, 12(SI)
	NEGL  AX
	ADCL  BX, BX
	MOVL  8(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  8(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  8(SI), AX
	XORL  AX, 8(SI)
	NEGL  AX
	ADCL  BX, BX
	MOVL  4(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  4(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  4(SI), AX
	XORL  AX, 4(SI)
	NEGL  AX
	ADCL  BX, BX
	MOVL  0(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  0(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  0(SI), AX
	XORL  AX, 0(SI)
	NEGL  AX
	ADCL  BX, BX
	SHLL  $9, BX
	ORL   BX, R15

tnext1:

	// Band 2, unless it has no trigger.
	MOVL    state9_hTrig+8(DI), R8
	MOVL    state9_vTrig+8(DI), AX
	MOVL    R8, CX
	ORL     AX, CX
	JZ      tnext2
	MOVL    AX, CX
	ANDL    $0x1ff, CX
	MOVBLZX (R10)(CX*1), R9
	MOVL    AX, CX
	SHRL    $9, CX
	ANDL    $0x1ff, CX
	MOVBLZX (R10)(CX*1), CX
	SHLL    $3, CX
	ORL     CX, R9
	SHRL    $18, AX
	MOVBLZX (R10)(AX*1), CX
	SHLL    $6, CX
	ORL     CX, R9
	LEAQ    state9_f+72(DI), SI
	LEAQ    state9_hForced+72(DI), R11
	LEAQ    state9_vForced+72(DI), R12
	XORL    BX, BX
	MOVL  32(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  32(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  32(SI), AX
	XORL  AX, 32(SI)
	NEGL  AX
	ADCL  BX, BX
	MOVL  28(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  28(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  28(SI), AX
	XORL  AX, 28(SI)
	NEGL  AX
	ADCL  BX, BX
	MOVL  24(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  24(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  24(SI), AX
	XORL  AX, 24(SI)
	NEGL  AX
	ADCL  BX, BX
	MOVL  20(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  20(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  20(SI), AX
	XORL  AX, 20(SI)
	NEGL  AX
	ADCL  BX, BX
	MOVL  16(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  16(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  16(SI), AX
	XORL  AX, 16(SI)
	NEGL  AX
	ADCL  BX, BX
	MOVL  12(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  12(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  12(SI), AX
	XORL  AX, 12(SI)
	NEGL  AX
	ADCL  BX, BX
	MOVL  8(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  8(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  8(SI), AX
	XORL  AX, 8(SI)
	NEGL  AX
	ADCL  BX, BX
	MOVL  4(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  4(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  4(SI), AX
	XORL  AX, 4(SI)
	NEGL  AX
	ADCL  BX, BX
	MOVL  0(R11), AX
	NOTL  AX
	ANDL  R8, AX
	LEAL  (AX)(AX*2), CX
	LEAL  (AX)(CX*2), AX
	MOVL  0(R12), CX
	NOTL  CX
	ANDL  R9, CX
	IMULL $0x40201, CX
	ORL   CX, AX
	ANDL  0(SI), AX
	XORL  AX, 0(SI)
	NEGL  AX
	ADCL  BX, BX
	SHLL  $18, BX
	ORL   BX, R15

tnext2:

	MOVQ $0, state9_hTrig(DI)
	MOVQ $0, state9_hTrig+8(DI)
	MOVQ $0, state9_vTrig(DI)
	MOVQ $0, state9_vTrig+8(DI)
	MOVL R15, ret+8(FP)
	RET

triadsfail:
	MOVL $0x80000000, ret+8(FP)
	RET

// func columnsAsm(s *state9, d uint32) uint32
//
// columnsGo (propagate9.go), step for step. Registers: DI s, SI d, R15 &f[d] (the masks of d
// are at 0, 36 and 72 bytes from it), R8-R10 the masks a0-a2, R11 c, R12 t, R14 keep.
TEXT ·columnsAsm(SB), NOSPLIT, $0-20
	MOVQ s+0(FP), DI
	MOVL d+8(FP), SI
	ANDL $15, SI
	LEAQ state9_f(DI)(SI*4), R15
	MOVL 0(R15), R8
	MOVL 36(R15), R9
	MOVL 72(R15), R10

	// Band 0: c, t.
	MOVL R8, AX
	ANDL $0x1ff, AX
	MOVL R8, BX
	SHRL $9, BX
	ANDL $0x1ff, BX
	MOVL R8, CX
	SHRL $18, CX
	MOVL AX, R11
	ORL  BX, R11
	ORL  CX, R11
	MOVL BX, R12
	ORL  CX, R12
	ANDL AX, R12
	ANDL CX, BX
	ORL  BX, R12

	// Band 1.
	MOVL R9, AX
	ANDL $0x1ff, AX
	MOVL R9, BX
	SHRL $9, BX
	ANDL $0x1ff, BX
	MOVL R9, CX
	SHRL $18, CX
	MOVL AX, DX
	ORL  BX, DX
	ORL  CX, DX
	SHLL $9, DX
	ORL  DX, R11
	MOVL BX, R13
	ORL  CX, R13
	ANDL AX, R13
	ANDL CX, BX
	ORL  BX, R13
	SHLL $9, R13
	ORL  R13, R12

	// Band 2.
	MOVL R10, AX
	ANDL $0x1ff, AX
	MOVL R10, BX
	SHRL $9, BX
	ANDL $0x1ff, BX
	MOVL R10, CX
	SHRL $18, CX
	MOVL AX, DX
	ORL  BX, DX
	ORL  CX, DX
	SHLL $18, DX
	ORL  DX, R11
	MOVL BX, R13
	ORL  CX, R13
	ANDL AX, R13
	ANDL CX, BX
	ORL  BX, R13
	SHLL $18, R13
	ORL  R13, R12

	// The three stacks: keep the (band, column) pairs on a permutation.
	LEAQ ·permCount9(SB), R13
	LEAQ ·permScatter9(SB), DX
	XORL R14, R14

	MOVL    R11, AX
	ANDL    $0x1c0e07, AX
	MOVL    AX, BX
	SHRL    $6, BX
	ORL     BX, AX
	SHRL    $6, BX
	ORL     BX, AX
	ANDL    $0x1ff, AX
	MOVBLZX (R13)(AX*1), CX
	TESTL   CX, CX
	JZ      colfail
	MOVB    CX, state9_vConfigs(DI)(SI*1)
	MOVL    (DX)(AX*4), CX
	ORL     CX, R14

	MOVL    R11, AX
	SHRL    $3, AX
	ANDL    $0x1c0e07, AX
	MOVL    AX, BX
	SHRL    $6, BX
	ORL     BX, AX
	SHRL    $6, BX
	ORL     BX, AX
	ANDL    $0x1ff, AX
	MOVBLZX (R13)(AX*1), CX
	TESTL   CX, CX
	JZ      colfail
	MOVB    CX, state9_vConfigs+9(DI)(SI*1)
	MOVL    (DX)(AX*4), CX
	SHLL    $3, CX
	ORL     CX, R14

	MOVL    R11, AX
	SHRL    $6, AX
	ANDL    $0x1c0e07, AX
	MOVL    AX, BX
	SHRL    $6, BX
	ORL     BX, AX
	SHRL    $6, BX
	ORL     BX, AX
	ANDL    $0x1ff, AX
	MOVBLZX (R13)(AX*1), CX
	TESTL   CX, CX
	JZ      colfail
	MOVB    CX, state9_vConfigs+18(DI)(SI*1)
	MOVL    (DX)(AX*4), CX
	SHLL    $6, CX
	ORL     CX, R14

	// c &= keep, t &= keep, and the masks lose the other columns.
	ANDL  R14, R11
	ANDL  R14, R12
	MOVL  R14, AX
	ANDL  $0x1ff, AX
	IMULL $0x40201, AX
	ANDL  AX, R8
	MOVL  R14, AX
	SHRL  $9, AX
	ANDL  $0x1ff, AX
	IMULL $0x40201, AX
	ANDL  AX, R9
	MOVL  R14, AX
	SHRL  $18, AX
	IMULL $0x40201, AX
	ANDL  AX, R10

	// one: columns with exactly one cell in all (AX c0, BX c1, CX c2, DX t folded).
	MOVL R11, AX
	ANDL $0x1ff, AX
	MOVL R11, BX
	SHRL $9, BX
	ANDL $0x1ff, BX
	MOVL R11, CX
	SHRL $18, CX
	MOVL R12, DX
	SHRL $9, DX
	ORL  R12, DX
	MOVL R12, R13
	SHRL $18, R13
	ORL  R13, DX
	MOVL BX, R13
	ORL  CX, R13
	ANDL AX, R13
	ORL  R13, DX
	MOVL BX, R13
	ANDL CX, R13
	ORL  R13, DX
	ORL  BX, AX
	ORL  CX, AX
	NOTL DX
	ANDL DX, AX
	ANDL $0x1ff, AX
	JZ   noone

	// x_b = a_b & one & unsolved[b]: the single cells of the columns not yet solved.
	IMULL $0x40201, AX
	MOVL  R8, R12
	ANDL  AX, R12
	ANDL  state9_unsolved(DI), R12
	MOVL  R9, R13
	ANDL  AX, R13
	ANDL  state9_unsolved+4(DI), R13
	MOVL  R10, DX
	ANDL  AX, DX
	ANDL  state9_unsolved+8(DI), DX
	MOVL  R12, CX
	ORL   R13, CX
	ORL   DX, CX
	JZ    noone
	LEAQ  ·rows9(SB), R14

	// Band 0: keep x0 alone in its rows.
	XORL BX, BX
	MOVL R12, CX
	ANDL $0x7fc0000, CX
	NEGL CX
	ADCL BX, BX
	MOVL R12, CX
	ANDL $0x3fe00, CX
	NEGL CX
	ADCL BX, BX
	MOVL R12, CX
	ANDL $0x1ff, CX
	NEGL CX
	ADCL BX, BX
	MOVL (R14)(BX*4), CX
	NOTL R12
	ANDL R12, CX
	NOTL CX
	ANDL CX, R8

	// Band 1.
	XORL BX, BX
	MOVL R13, CX
	ANDL $0x7fc0000, CX
	NEGL CX
	ADCL BX, BX
	MOVL R13, CX
	ANDL $0x3fe00, CX
	NEGL CX
	ADCL BX, BX
	MOVL R13, CX
	ANDL $0x1ff, CX
	NEGL CX
	ADCL BX, BX
	MOVL (R14)(BX*4), CX
	NOTL R13
	ANDL R13, CX
	NOTL CX
	ANDL CX, R9

	// Band 2.
	XORL BX, BX
	MOVL DX, CX
	ANDL $0x7fc0000, CX
	NEGL CX
	ADCL BX, BX
	MOVL DX, CX
	ANDL $0x3fe00, CX
	NEGL CX
	ADCL BX, BX
	MOVL DX, CX
	ANDL $0x1ff, CX
	NEGL CX
	ADCL BX, BX
	MOVL (R14)(BX*4), CX
	NOTL DX
	ANDL DX, CX
	NOTL CX
	ANDL CX, R10

noone:
	// dirty: the masks that changed, stored back.
	XORL AX, AX
	MOVL 72(R15), CX
	XORL R10, CX
	NEGL CX
	ADCL AX, AX
	SHLL $8, AX
	MOVL 36(R15), CX
	XORL R9, CX
	NEGL CX
	ADCL AX, AX
	SHLL $8, AX
	MOVL 0(R15), CX
	XORL R8, CX
	NEGL CX
	ADCL AX, AX
	MOVL R8, 0(R15)
	MOVL R9, 36(R15)
	MOVL R10, 72(R15)
	MOVL SI, CX
	SHLL CX, AX
	MOVL AX, BX

	// Minicol triads of the three bands (c_b from R11); vForced holds columns (bit j), the
	// counts one 3-bit field per column (bit 3j).
	LEAQ ·colForced9(SB), R13
	LEAQ state9_vForced(DI)(SI*4), R14
	LEAQ ·spreadBits9(SB), R12

	MOVL R11, AX
	ANDL $0x1ff, AX
	MOVL (R13)(AX*4), AX
	MOVL 0(R14), CX
	NOTL CX
	ANDL CX, AX
	ORL  AX, 0(R14)
	MOVL (R12)(AX*4), AX
	MOVL state9_vCount(DI), CX
	ADDL AX, CX
	MOVL CX, state9_vCount(DI)
	MOVL CX, DX
	SHRL $1, DX
	ANDL CX, DX
	ANDL state9_vTwo(DI), DX
	SHRL $2, CX
	ORL  CX, DX
	ANDL AX, DX
	ORL  DX, state9_vTrig(DI)

	MOVL R11, AX
	SHRL $9, AX
	ANDL $0x1ff, AX
	MOVL (R13)(AX*4), AX
	MOVL 36(R14), CX
	NOTL CX
	ANDL CX, AX
	ORL  AX, 36(R14)
	MOVL (R12)(AX*4), AX
	MOVL state9_vCount+4(DI), CX
	ADDL AX, CX
	MOVL CX, state9_vCount+4(DI)
	MOVL CX, DX
	SHRL $1, DX
	ANDL CX, DX
	ANDL state9_vTwo+4(DI), DX
	SHRL $2, CX
	ORL  CX, DX
	ANDL AX, DX
	ORL  DX, state9_vTrig+4(DI)

	MOVL R11, AX
	SHRL $18, AX
	MOVL (R13)(AX*4), AX
	MOVL 72(R14), CX
	NOTL CX
	ANDL CX, AX
	ORL  AX, 72(R14)
	MOVL (R12)(AX*4), AX
	MOVL state9_vCount+8(DI), CX
	ADDL AX, CX
	MOVL CX, state9_vCount+8(DI)
	MOVL CX, DX
	SHRL $1, DX
	ANDL CX, DX
	ANDL state9_vTwo+8(DI), DX
	SHRL $2, CX
	ORL  CX, DX
	ANDL AX, DX
	ORL  DX, state9_vTrig+8(DI)

	MOVL BX, ret+16(FP)
	RET

colfail:
	MOVL $0x80000000, ret+16(FP)
	RET

// func nakedAsm(s *state9) uint32
//
// nakedGo (propagate9.go), step for step. Registers: DI s, R15 dirty, R13 keep9, SI &f[9b],
// R8 unsolved[b], AX r1, BX r2 then the cells with one candidate, R9-R12 the digit bits.
TEXT ·nakedAsm(SB), NOSPLIT, $0-12
	MOVQ s+0(FP), DI
	XORL R15, R15
	LEAQ ·keep9(SB), R13

	// Band 0.
	MOVL  state9_unsolved+0(DI), R8
	TESTL R8, R8
	JZ    next0
	LEAQ  state9_f+0(DI), SI
	MOVL  0(SI), AX
	MOVL  AX, BX
	ANDL  4(SI), BX
	ORL   4(SI), AX
	MOVL  8(SI), CX
	MOVL  AX, DX
	ANDL  CX, DX
	ORL   DX, BX
	ORL   CX, AX
	MOVL  12(SI), CX
	MOVL  AX, DX
	ANDL  CX, DX
	ORL   DX, BX
	ORL   CX, AX
	MOVL  16(SI), CX
	MOVL  AX, DX
	ANDL  CX, DX
	ORL   DX, BX
	ORL   CX, AX
	MOVL  20(SI), CX
	MOVL  AX, DX
	ANDL  CX, DX
	ORL   DX, BX
	ORL   CX, AX
	MOVL  24(SI), CX
	MOVL  AX, DX
	ANDL  CX, DX
	ORL   DX, BX
	ORL   CX, AX
	MOVL  28(SI), CX
	MOVL  AX, DX
	ANDL  CX, DX
	ORL   DX, BX
	ORL   CX, AX
	MOVL  32(SI), CX
	MOVL  AX, DX
	ANDL  CX, DX
	ORL   DX, BX
	ORL   CX, AX
	MOVL  AX, CX
	NOTL  CX
	ANDL  R8, CX
	JNZ   nakedfail
	NOTL  BX
	ANDL  R8, BX
	JZ    next0
	MOVL  4(SI), R9
	ORL   12(SI), R9
	ORL   20(SI), R9
	ORL   28(SI), R9
	MOVL  8(SI), R10
	ORL   12(SI), R10
	ORL   24(SI), R10
	ORL   28(SI), R10
	MOVL  16(SI), R11
	ORL   20(SI), R11
	ORL   24(SI), R11
	ORL   28(SI), R11
	MOVL  32(SI), R12

cell0:
	BSFL  BX, CX
	XORL  DX, DX
	BTL   CX, R12
	ADCL  DX, DX
	BTL   CX, R11
	ADCL  DX, DX
	BTL   CX, R10
	ADCL  DX, DX
	BTL   CX, R9
	ADCL  DX, DX
	CMPL  DX, $8
	JA    nakedfail
	MOVL  (R13)(CX*4), AX
	ANDL  AX, (SI)(DX*4)
	LEAL  0(DX), AX
	BTSL  AX, R15
	LEAL  -1(BX), AX
	ANDL  AX, BX
	JNZ   cell0

next0:

	// Band 1.
	MOVL  state9_unsolved+4(DI), R8
	TESTL R8, R8
	JZ    next1
	LEAQ  state9_f+36(DI), SI
	MOVL  0(SI), AX
	MOVL  AX, BX
	ANDL  4(SI), BX
	ORL   4(SI), AX
	MOVL  8(SI), CX
	MOVL  AX, DX
	ANDL  CX, DX
	ORL   DX, BX
	ORL   CX, AX
	MOVL  12(SI), CX
	MOVL  AX, DX
	ANDL  CX, DX
	ORL   DX, BX
	ORL   CX, AX
	MOVL  16(SI), CX
	MOVL  AX, DX
	ANDL  CX, DX
	ORL   DX, BX
	ORL   CX, AX
	MOVL  20(SI), CX
	MOVL  AX, DX
	ANDL  CX, DX
	ORL   DX, BX
	ORL   CX, AX
	MOVL  24(SI), CX
	MOVL  AX, DX
	ANDL  CX, DX
	ORL   DX, BX
	ORL   CX, AX
	MOVL  28(SI), CX
	MOVL  AX, DX
	ANDL  CX, DX
	ORL   DX, BX
	ORL   CX, AX
	MOVL  32(SI), CX
	MOVL  AX, DX
	ANDL  CX, DX
	ORL   DX, BX
	ORL   CX, AX
	MOVL  AX, CX
	NOTL  CX
	ANDL  R8, CX
	JNZ   nakedfail
	NOTL  BX
	ANDL  R8, BX
	JZ    next1
	MOVL  4(SI), R9
	ORL   12(SI), R9
	ORL   20(SI), R9
	ORL   28(SI), R9
	MOVL  8(SI), R10
	ORL   12(SI), R10
	ORL   24(SI), R10
	ORL   28(SI), R10
	MOVL  16(SI), R11
	ORL   20(SI), R11
	ORL   24(SI), R11
	ORL   28(SI), R11
	MOVL  32(SI), R12

cell1:
	BSFL  BX, CX
	XORL  DX, DX
	BTL   CX, R12
	ADCL  DX, DX
	BTL   CX, R11
	ADCL  DX, DX
	BTL   CX, R10
	ADCL  DX, DX
	BTL   CX, R9
	ADCL  DX, DX
	CMPL  DX, $8
	JA    nakedfail
	MOVL  (R13)(CX*4), AX
	ANDL  AX, (SI)(DX*4)
	LEAL  9(DX), AX
	BTSL  AX, R15
	LEAL  -1(BX), AX
	ANDL  AX, BX
	JNZ   cell1

next1:

	// Band 2.
	MOVL  state9_unsolved+8(DI), R8
	TESTL R8, R8
	JZ    next2
	LEAQ  state9_f+72(DI), SI
	MOVL  0(SI), AX
	MOVL  AX, BX
	ANDL  4(SI), BX
	ORL   4(SI), AX
	MOVL  8(SI), CX
	MOVL  AX, DX
	ANDL  CX, DX
	ORL   DX, BX
	ORL   CX, AX
	MOVL  12(SI), CX
	MOVL  AX, DX
	ANDL  CX, DX
	ORL   DX, BX
	ORL   CX, AX
	MOVL  16(SI), CX
	MOVL  AX, DX
	ANDL  CX, DX
	ORL   DX, BX
	ORL   CX, AX
	MOVL  20(SI), CX
	MOVL  AX, DX
	ANDL  CX, DX
	ORL   DX, BX
	ORL   CX, AX
	MOVL  24(SI), CX
	MOVL  AX, DX
	ANDL  CX, DX
	ORL   DX, BX
	ORL   CX, AX
	MOVL  28(SI), CX
	MOVL  AX, DX
	ANDL  CX, DX
	ORL   DX, BX
	ORL   CX, AX
	MOVL  32(SI), CX
	MOVL  AX, DX
	ANDL  CX, DX
	ORL   DX, BX
	ORL   CX, AX
	MOVL  AX, CX
	NOTL  CX
	ANDL  R8, CX
	JNZ   nakedfail
	NOTL  BX
	ANDL  R8, BX
	JZ    next2
	MOVL  4(SI), R9
	ORL   12(SI), R9
	ORL   20(SI), R9
	ORL   28(SI), R9
	MOVL  8(SI), R10
	ORL   12(SI), R10
	ORL   24(SI), R10
	ORL   28(SI), R10
	MOVL  16(SI), R11
	ORL   20(SI), R11
	ORL   24(SI), R11
	ORL   28(SI), R11
	MOVL  32(SI), R12

cell2:
	BSFL  BX, CX
	XORL  DX, DX
	BTL   CX, R12
	ADCL  DX, DX
	BTL   CX, R11
	ADCL  DX, DX
	BTL   CX, R10
	ADCL  DX, DX
	BTL   CX, R9
	ADCL  DX, DX
	CMPL  DX, $8
	JA    nakedfail
	MOVL  (R13)(CX*4), AX
	ANDL  AX, (SI)(DX*4)
	LEAL  18(DX), AX
	BTSL  AX, R15
	LEAL  -1(BX), AX
	ANDL  AX, BX
	JNZ   cell2

next2:

	MOVL R15, ret+8(FP)
	RET

nakedfail:
	MOVL $0x80000000, ret+8(FP)
	RET
