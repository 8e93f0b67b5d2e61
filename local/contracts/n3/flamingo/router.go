// Package flamingo is the stand-in for the FlamingoSwapRouter, mainnet 0xf970f4ccecd765b63732b821775dc38c25d74f23
// (with its factory 0xca2d20610d7982ebe0bed124ee7e9b2d580a6efc and pairs such as FLP-bNEO-GAS
// 0x3244fcadcccff190c329f7b3083e4da2af60fbce), on the local privnet; same method names, parameter and return types as
// the mainnet router (github.com/flamingo-finance/flamingo-contract-swap
// Swap/flamingo-contract-swap/FlamingoSwapRouter/FlamingoSwapRouterContract.cs @ a3586ebcb4742edc9855d09d956c40257c1ec6c5;
// the repository holds no compiled manifest, so abi/flamingo-router.json records the types the C# devpack gives these
// signatures). Behaviour limited to what this product relies on (NEO.md §4.2):
//   - constant-product pools with the 0.3 % fee: getAmountOut = amountIn×997×reserveOut / (reserveIn×1000 + amountIn×997),
//     getAmountIn = reserveIn×amountOut×1000 / ((reserveOut−amountOut)×997) + 1, quote = amountA×reserveB / reserveA;
//   - getReserves(tokenA, tokenB) answers [reserveA, reserveB] in argument order, FAULT when the pool does not exist;
//   - swapTokenInForTokenOut / swapTokenOutForTokenIn(sender, …, paths, deadLine): CheckWitness(sender), deadLine
//     compared with runtime.GetTime() (block time, ms), "Insufficient AmountOut" / "Excessive AmountIn"; the token sold
//     moves by a real NEP-17 transfer(sender → router) that the router calls, so the sender's witness must reach the
//     token contract: a CustomContracts signer allowing the router and the tokens of the path (as the product signs)
//     is enough; the token bought is transferred from the router to the sender;
//   - addLiquidity(sender, tokenA, tokenB, …, deadLine) → [amountA, amountB, liquidity] (creating the pool on first use).
//
// What differs: the pools live inside this contract (no factory, pair or whitelist contracts; the product's signer
// may still name their hashes), no LP token contract (liquidity is only booked), no removeLiquidity, no fund fee, no
// contract-caller overloads; failures abort with their message instead of the mainnet "Fault" event + ASSERT.
package flamingo

import (
	"github.com/nspcc-dev/neo-go/pkg/interop"
	"github.com/nspcc-dev/neo-go/pkg/interop/contract"
	"github.com/nspcc-dev/neo-go/pkg/interop/math"
	"github.com/nspcc-dev/neo-go/pkg/interop/native/std"
	"github.com/nspcc-dev/neo-go/pkg/interop/runtime"
	"github.com/nspcc-dev/neo-go/pkg/interop/storage"

	"github.com/neo-ecosystem/local/contracts/n3/lib/nep17"
)

// Storage keys: 'p' + pool → 1 (pool exists), '0'/'1' + pool → reserve of token0/token1, 'l' + pool → total
// liquidity, 'L' + pool + provider → provider's liquidity. A pool key is token0 ‖ token1 with token0 the smaller.
const (
	poolPrefix      = "p"
	reserve0Prefix  = "0"
	reserve1Prefix  = "1"
	liquidityPrefix = "l"
	providerPrefix  = "L"
)

// poolKey answers the pool key of a token pair and whether tokenA is its token0.
func poolKey(tokenA, tokenB interop.Hash160) ([]byte, bool) {
	if len(tokenA) != interop.Hash160Len || len(tokenB) != interop.Hash160Len || tokenA.Equals(tokenB) {
		panic("Invalid A or B Address")
	}
	if std.MemoryCompare(tokenA, tokenB) < 0 {
		return append(tokenA, tokenB...), true
	}
	return append(tokenB, tokenA...), false
}

func key(prefix string, pool []byte) []byte { return append([]byte(prefix), pool...) }

// reserves answers the pool's reserves of tokenA and tokenB (argument order), aborting when the pool is missing.
func reserves(ctx storage.Context, tokenA, tokenB interop.Hash160) (int, int) {
	pool, aIsToken0 := poolKey(tokenA, tokenB)
	if storage.Get(ctx, key(poolPrefix, pool)) == nil {
		panic("PairContract Not Found")
	}
	r0 := nep17.GetInt(ctx, key(reserve0Prefix, pool))
	r1 := nep17.GetInt(ctx, key(reserve1Prefix, pool))
	if aIsToken0 {
		return r0, r1
	}
	return r1, r0
}

// addReserves adds deltaA to tokenA's reserve and deltaB to tokenB's (either may be negative).
func addReserves(ctx storage.Context, tokenA, tokenB interop.Hash160, deltaA, deltaB int) {
	pool, aIsToken0 := poolKey(tokenA, tokenB)
	d0, d1 := deltaA, deltaB
	if !aIsToken0 {
		d0, d1 = deltaB, deltaA
	}
	nep17.PutInt(ctx, key(reserve0Prefix, pool), nep17.GetInt(ctx, key(reserve0Prefix, pool))+d0)
	nep17.PutInt(ctx, key(reserve1Prefix, pool), nep17.GetInt(ctx, key(reserve1Prefix, pool))+d1)
}

// GetReserves answers [reserveA, reserveB] of the tokenA/tokenB pool, in argument order.
func GetReserves(tokenA, tokenB interop.Hash160) []int {
	ra, rb := reserves(storage.GetReadOnlyContext(), tokenA, tokenB)
	return []int{ra, rb}
}

// Quote answers amountA × reserveB / reserveA.
func Quote(amountA, reserveA, reserveB int) int {
	if amountA <= 0 || reserveA <= 0 || reserveB <= 0 {
		panic("Amount|Reserve Invalid")
	}
	return amountA * reserveB / reserveA
}

// GetAmountOut answers the amount bought for amountIn sold, the 0.3 % fee taken.
func GetAmountOut(amountIn, reserveIn, reserveOut int) int {
	if amountIn <= 0 || reserveIn <= 0 || reserveOut <= 0 {
		panic("AmountIn Must > 0")
	}
	withFee := amountIn * 997
	return withFee * reserveOut / (reserveIn*1000 + withFee)
}

// GetAmountIn answers the amount to sell to buy amountOut, the 0.3 % fee included.
func GetAmountIn(amountOut, reserveIn, reserveOut int) int {
	if amountOut <= 0 || reserveIn <= 0 || reserveOut <= 0 {
		panic("AmountOut Must > 0")
	}
	if amountOut >= reserveOut {
		panic("Insufficient Reserve")
	}
	return reserveIn*amountOut*1000/((reserveOut-amountOut)*997) + 1
}

// GetAmountsOut answers the amounts along paths (first = amountIn) of an exact-input swap.
func GetAmountsOut(amountIn int, paths []interop.Hash160) []int {
	if len(paths) < 2 {
		panic("INVALID_PATH")
	}
	ctx := storage.GetReadOnlyContext()
	amounts := make([]int, len(paths))
	amounts[0] = amountIn
	for i := 0; i < len(paths)-1; i++ {
		rin, rout := reserves(ctx, paths[i], paths[i+1])
		amounts[i+1] = GetAmountOut(amounts[i], rin, rout)
	}
	return amounts
}

// GetAmountsIn answers the amounts along paths (last = amountOut) of an exact-output swap.
func GetAmountsIn(amountOut int, paths []interop.Hash160) []int {
	if len(paths) < 2 {
		panic("INVALID_PATH")
	}
	ctx := storage.GetReadOnlyContext()
	last := len(paths) - 1
	amounts := make([]int, len(paths))
	amounts[last] = amountOut
	for i := last; i > 0; i-- {
		rin, rout := reserves(ctx, paths[i-1], paths[i])
		amounts[i-1] = GetAmountIn(amounts[i], rin, rout)
	}
	return amounts
}

// SwapTokenInForTokenOut sells exactly amountIn of paths[0] for at least amountOutMin of the last token.
func SwapTokenInForTokenOut(sender interop.Hash160, amountIn, amountOutMin int, paths []interop.Hash160, deadLine int) bool {
	if len(sender) != interop.Hash160Len || amountIn <= 0 || amountOutMin < 0 || len(paths) < 2 || deadLine <= 0 {
		panic("Invalid Parameters")
	}
	checkSwap(sender, deadLine)
	amounts := GetAmountsOut(amountIn, paths)
	if amounts[len(amounts)-1] < amountOutMin {
		panic("Insufficient AmountOut")
	}
	swap(sender, amounts, paths)
	return true
}

// SwapTokenOutForTokenIn buys exactly amountOut of the last token for at most amountInMax of paths[0].
func SwapTokenOutForTokenIn(sender interop.Hash160, amountOut, amountInMax int, paths []interop.Hash160, deadLine int) bool {
	if len(sender) != interop.Hash160Len || amountOut <= 0 || amountInMax < 0 || len(paths) < 2 || deadLine <= 0 {
		panic("Invalid Parameters")
	}
	checkSwap(sender, deadLine)
	amounts := GetAmountsIn(amountOut, paths)
	if amounts[0] > amountInMax {
		panic("Excessive AmountIn")
	}
	swap(sender, amounts, paths)
	return true
}

func checkSwap(sender interop.Hash160, deadLine int) {
	if !runtime.CheckWitness(sender) {
		panic("Forbidden")
	}
	if runtime.GetTime() > deadLine {
		panic("Exceeded the deadline")
	}
}

// swap takes amounts[0] of paths[0] from sender, moves the reserves of every hop and pays the last amount to sender.
func swap(sender interop.Hash160, amounts []int, paths []interop.Hash160) {
	last := len(paths) - 1
	if paths[0].Equals(paths[last]) {
		panic("Invalid Path")
	}
	self := runtime.GetExecutingScriptHash()
	transferToken(paths[0], sender, self, amounts[0])
	ctx := storage.GetContext()
	for i := 0; i < last; i++ {
		addReserves(ctx, paths[i], paths[i+1], amounts[i], -amounts[i+1])
	}
	transferToken(paths[last], self, sender, amounts[last])
}

func transferToken(token, from, to interop.Hash160, amount int) {
	if !contract.Call(token, "transfer", contract.All, from, to, amount, nil).(bool) {
		panic("Transfer Fail in Router")
	}
}

// AddLiquidity adds tokenA and tokenB at the pool's price (all of both desired amounts to a new pool) and answers
// [amountA, amountB, liquidity].
func AddLiquidity(sender, tokenA, tokenB interop.Hash160, amountADesired, amountBDesired, amountAMin, amountBMin, deadLine int) []int {
	if len(sender) != interop.Hash160Len || amountADesired < 0 || amountBDesired < 0 || amountAMin < 0 || amountBMin < 0 || deadLine <= 0 {
		panic("Invalid Parameters")
	}
	checkSwap(sender, deadLine)
	ctx := storage.GetContext()
	pool, _ := poolKey(tokenA, tokenB)
	if storage.Get(ctx, key(poolPrefix, pool)) == nil {
		storage.Put(ctx, key(poolPrefix, pool), 1)
	}
	reserveA, reserveB := reserves(ctx, tokenA, tokenB)
	amountA, amountB := amountADesired, amountBDesired
	if reserveA > 0 || reserveB > 0 {
		if estimatedB := Quote(amountADesired, reserveA, reserveB); estimatedB <= amountBDesired {
			if estimatedB < amountBMin {
				panic("Insufficient B Amount")
			}
			amountB = estimatedB
		} else {
			estimatedA := Quote(amountBDesired, reserveB, reserveA)
			if estimatedA > amountADesired {
				panic("Excess A Amount")
			}
			if estimatedA < amountAMin {
				panic("Insufficient A Amount")
			}
			amountA = estimatedA
		}
	}
	self := runtime.GetExecutingScriptHash()
	transferToken(tokenA, sender, self, amountA)
	transferToken(tokenB, sender, self, amountB)
	total := nep17.GetInt(ctx, key(liquidityPrefix, pool))
	var liquidity int
	if total == 0 {
		liquidity = math.Sqrt(amountA * amountB)
	} else {
		liquidity = amountA * total / reserveA
		if byB := amountB * total / reserveB; byB < liquidity {
			liquidity = byB
		}
	}
	if liquidity <= 0 {
		panic("Insufficient Liquidity Minted")
	}
	addReserves(ctx, tokenA, tokenB, amountA, amountB)
	nep17.PutInt(ctx, key(liquidityPrefix, pool), total+liquidity)
	providerKey := append(key(providerPrefix, pool), sender...)
	nep17.PutInt(ctx, providerKey, nep17.GetInt(ctx, providerKey)+liquidity)
	return []int{amountA, amountB, liquidity}
}

// OnNEP17Payment accepts the tokens the router pulls in for swaps and liquidity.
func OnNEP17Payment(from interop.Hash160, amount int, data any) {}
