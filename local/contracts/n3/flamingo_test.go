package n3_test

import (
	"math/big"
	"testing"

	"github.com/nspcc-dev/neo-go/pkg/util"
	"github.com/stretchr/testify/require"
)

// Pools of the swap tests: 1,000 bNEO / 12,000 GAS and 500,000 FLM / 3,000 GAS, added by the committee.
const (
	poolBneo    = 1_000 * unitsPerNEO
	poolGasBneo = 12_000 * unitsPerNEO
	poolFlm     = 500_000 * unitsPerNEO
	poolGasFlm  = 3_000 * unitsPerNEO
)

// pools wraps 1,000 NEO into bNEO for the committee and adds both pools through the router.
func (w *world) pools(t *testing.T) {
	committee := w.e.CommitteeInvoker(w.neo)
	committee.Invoke(t, true, "transfer", w.e.CommitteeHash, w.bneo, 1_000, nil)
	router := w.e.CommitteeInvoker(w.router)
	far := int64(w.e.TopBlock(t).Timestamp) + 3_600_000
	router.Invoke(t, []any{int64(poolBneo), int64(poolGasBneo), isqrt(poolBneo, poolGasBneo)}, "addLiquidity",
		w.e.CommitteeHash, w.bneo, w.gas, poolBneo, poolGasBneo, 0, 0, far)
	router.Invoke(t, []any{int64(poolFlm), int64(poolGasFlm), isqrt(poolFlm, poolGasFlm)}, "addLiquidity",
		w.e.CommitteeHash, w.flm, w.gas, poolFlm, poolGasFlm, 0, 0, far)
}

// isqrt answers ⌊√(a × b)⌋, the liquidity booked for a pool's first deposit.
func isqrt(a, b int64) int64 {
	return new(big.Int).Sqrt(new(big.Int).Mul(big.NewInt(a), big.NewInt(b))).Int64()
}

// deadline answers a deadline (ms) `ms` after the chain's last block time.
func (w *world) deadline(t *testing.T, ms int64) int64 { return int64(w.e.TopBlock(t).Timestamp) + ms }

// getAmountOut is the router's exact-input formula (NEO.md §4.2), computed here independently.
func getAmountOut(amountIn, reserveIn, reserveOut int64) int64 {
	in := new(big.Int).Mul(big.NewInt(amountIn), big.NewInt(997))
	num := new(big.Int).Mul(in, big.NewInt(reserveOut))
	den := new(big.Int).Add(new(big.Int).Mul(big.NewInt(reserveIn), big.NewInt(1000)), in)
	return num.Div(num, den).Int64()
}

// getAmountIn is the router's exact-output formula (NEO.md §4.2), computed here independently.
func getAmountIn(amountOut, reserveIn, reserveOut int64) int64 {
	num := new(big.Int).Mul(new(big.Int).Mul(big.NewInt(reserveIn), big.NewInt(amountOut)), big.NewInt(1000))
	den := new(big.Int).Mul(big.NewInt(reserveOut-amountOut), big.NewInt(997))
	return num.Div(num, den).Int64() + 1
}

// The product reads reserves with router.getReserves(tokenIn, tokenOut) and expects them in argument order
// (site/src/wallets/n3/flamingo.ts readReserves); a missing pool FAULTs.
func TestRouterReservesInArgumentOrder(t *testing.T) {
	w := newWorld(t)
	w.pools(t)
	require.Equal(t, []int64{poolBneo, poolGasBneo}, ints(t, w.read(t, w.router, "getReserves", w.bneo, w.gas)))
	require.Equal(t, []int64{poolGasBneo, poolBneo}, ints(t, w.read(t, w.router, "getReserves", w.gas, w.bneo)))
	_, err := w.e.CommitteeInvoker(w.router).TestInvoke(t, "getReserves", w.flm, w.bneo)
	require.ErrorContains(t, err, "PairContract Not Found")
	require.Equal(t, getAmountOut(5*unitsPerNEO, poolBneo, poolGasBneo), w.readInt(t, w.router, "getAmountOut", 5*unitsPerNEO, poolBneo, poolGasBneo))
	require.Equal(t, []int64{5 * unitsPerNEO, getAmountOut(5*unitsPerNEO, poolBneo, poolGasBneo)},
		ints(t, w.read(t, w.router, "getAmountsOut", 5*unitsPerNEO, []any{w.bneo, w.gas})))
}

// NEO → GAS exactly as /get-gas signs it (neoToGasRequest): NEO.transfer(user, bNEO, n) then
// router.swapTokenInForTokenOut(user, n × 10^8, minOut, [bNEO, GAS], deadline) under CustomContracts
// [router, factory, whitelist, bNEO, GAS, NEO]; the user receives the quoted GAS and the pool moves by the amounts.
func TestRouterNeoToGasWithTheProductsScopes(t *testing.T) {
	w := newWorld(t)
	w.pools(t)
	user := w.user(t, 3)
	quote := getAmountOut(3*unitsPerNEO, poolBneo, poolGasBneo)
	minOut := quote * 995 / 1000 // 0.5 % slippage
	gasBefore := w.balance(t, w.gas, user.ScriptHash())
	h := w.send(t, user, customContracts(w.router, w.factory, w.pairWhiteList, w.bneo, w.gas, w.neo),
		c(w.neo, "transfer", user.ScriptHash(), w.bneo, 3, nil),
		c(w.router, "swapTokenInForTokenOut", user.ScriptHash(), 3*unitsPerNEO, minOut, []any{w.bneo, w.gas}, w.deadline(t, 20*60_000)))
	w.e.CheckHalt(t, h)
	require.Equal(t, quote, w.transferAmount(t, h, w.gas, w.router, user.ScriptHash()))
	claimed := w.transferAmount(t, h, w.gas, util.Uint160{}, user.ScriptHash()) // GAS the NEO generated, paid out as it moves
	require.Equal(t, gasBefore+quote+claimed-w.fees(t, h), w.balance(t, w.gas, user.ScriptHash()))
	require.Equal(t, int64(0), w.balance(t, w.neo, user.ScriptHash()))
	require.Equal(t, int64(0), w.balance(t, w.bneo, user.ScriptHash()))
	require.Equal(t, []int64{poolBneo + 3*unitsPerNEO, poolGasBneo - quote}, ints(t, w.read(t, w.router, "getReserves", w.bneo, w.gas)))
}

// A token swap along two pools (FLM → GAS → bNEO) with swapRequest's scopes [router, factory, whitelist, …path].
func TestRouterMultiHopSwap(t *testing.T) {
	w := newWorld(t)
	w.pools(t)
	user := w.user(t, 0)
	w.e.CommitteeInvoker(w.flm).Invoke(t, true, "transfer", w.e.CommitteeHash, user.ScriptHash(), 10_000*unitsPerNEO, nil)
	path := []any{w.flm, w.gas, w.bneo}
	gasOut := getAmountOut(10_000*unitsPerNEO, poolFlm, poolGasFlm)
	bneoOut := getAmountOut(gasOut, poolGasBneo, poolBneo)
	require.Equal(t, []int64{10_000 * unitsPerNEO, gasOut, bneoOut}, ints(t, w.read(t, w.router, "getAmountsOut", 10_000*unitsPerNEO, path)))
	h := w.send(t, user, customContracts(w.router, w.factory, w.pairWhiteList, w.flm, w.gas, w.bneo),
		c(w.router, "swapTokenInForTokenOut", user.ScriptHash(), 10_000*unitsPerNEO, bneoOut, path, w.deadline(t, 60_000)))
	w.e.CheckHalt(t, h)
	require.Equal(t, bneoOut, w.balance(t, w.bneo, user.ScriptHash()))
	require.Equal(t, int64(0), w.balance(t, w.flm, user.ScriptHash()))
}

// Exact output (GAS → NEO's first leg): swapTokenOutForTokenIn pays at most amountInMax, else "Excessive AmountIn".
func TestRouterExactOutput(t *testing.T) {
	w := newWorld(t)
	w.pools(t)
	user := w.user(t, 0)
	want := int64(2 * unitsPerNEO)
	amountIn := getAmountIn(want, poolGasBneo, poolBneo)
	require.Equal(t, []int64{amountIn, want}, ints(t, w.read(t, w.router, "getAmountsIn", want, []any{w.gas, w.bneo})))
	scope := customContracts(w.router, w.factory, w.pairWhiteList, w.gas, w.bneo)
	h := w.send(t, user, scope, c(w.router, "swapTokenOutForTokenIn", user.ScriptHash(), want, amountIn-1, []any{w.gas, w.bneo}, w.deadline(t, 60_000)))
	w.e.CheckFault(t, h, "Excessive AmountIn")
	h = w.send(t, user, scope, c(w.router, "swapTokenOutForTokenIn", user.ScriptHash(), want, amountIn, []any{w.gas, w.bneo}, w.deadline(t, 60_000)))
	w.e.CheckHalt(t, h)
	require.Equal(t, want, w.balance(t, w.bneo, user.ScriptHash()))
	require.Equal(t, amountIn, w.transferAmount(t, h, w.gas, user.ScriptHash(), w.router))
}

// A deadline before the block time and a minimum above the quote FAULT, and nothing moves.
func TestRouterDeadlineAndMinimumOut(t *testing.T) {
	w := newWorld(t)
	w.pools(t)
	user := w.user(t, 0)
	w.e.CommitteeInvoker(w.flm).Invoke(t, true, "transfer", w.e.CommitteeHash, user.ScriptHash(), 100*unitsPerNEO, nil)
	scope := customContracts(w.router, w.factory, w.pairWhiteList, w.flm, w.gas)
	quote := getAmountOut(100*unitsPerNEO, poolFlm, poolGasFlm)
	past := w.deadline(t, 0) // the next block is later than the last one
	h := w.send(t, user, scope, c(w.router, "swapTokenInForTokenOut", user.ScriptHash(), 100*unitsPerNEO, 0, []any{w.flm, w.gas}, past))
	w.e.CheckFault(t, h, "Exceeded the deadline")
	h = w.send(t, user, scope, c(w.router, "swapTokenInForTokenOut", user.ScriptHash(), 100*unitsPerNEO, quote+1, []any{w.flm, w.gas}, w.deadline(t, 60_000)))
	w.e.CheckFault(t, h, "Insufficient AmountOut")
	require.Equal(t, int64(100*unitsPerNEO), w.balance(t, w.flm, user.ScriptHash()))
	require.Equal(t, []int64{poolFlm, poolGasFlm}, ints(t, w.read(t, w.router, "getReserves", w.flm, w.gas)))
}

// The sender's witness must reach the token: with CalledByEntry only, the token's transfer refuses and the swap FAULTs;
// another account cannot swap for the sender.
func TestRouterNeedsTheSendersWitnessInTheToken(t *testing.T) {
	w := newWorld(t)
	w.pools(t)
	user, other := w.user(t, 0), w.user(t, 0)
	args := func(sender util.Uint160) call {
		return c(w.router, "swapTokenInForTokenOut", sender, unitsPerNEO, 0, []any{w.gas, w.bneo}, w.deadline(t, 60_000))
	}
	w.e.CheckFault(t, w.send(t, user, calledByEntry, args(user.ScriptHash())), "Transfer Fail in Router")
	w.e.CheckFault(t, w.send(t, other, customContracts(w.router, w.gas, w.bneo), args(user.ScriptHash())), "Forbidden")
}
