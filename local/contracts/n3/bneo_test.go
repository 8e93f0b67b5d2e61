package n3_test

import (
	"testing"

	"github.com/nspcc-dev/neo-go/pkg/neotest"
	"github.com/nspcc-dev/neo-go/pkg/vm/stackitem"
	"github.com/stretchr/testify/require"
)

// Wrap as the product signs it (wrapRequest: NEO.transfer(user, bNEO, n, null), CalledByEntry) mints n × 10^8 bNEO.
func TestBneoWrapMintsBneoForNeo(t *testing.T) {
	w := newWorld(t)
	user := w.user(t, 10)
	h := w.send(t, user, calledByEntry, c(w.neo, "transfer", user.ScriptHash(), w.bneo, 7, nil))
	w.e.CheckHalt(t, h)
	require.Equal(t, int64(7*unitsPerNEO), w.balance(t, w.bneo, user.ScriptHash()))
	require.Equal(t, int64(3), w.balance(t, w.neo, user.ScriptHash()))
	require.Equal(t, int64(7), w.balance(t, w.neo, w.bneo), "the NEO stays in the stand-in, its only agent")
	require.Equal(t, int64(7*unitsPerNEO), w.readInt(t, w.bneo, "totalSupply"))
	require.Equal(t, int64(7*unitsPerNEO), w.transferAmount(t, h, w.bneo, [20]byte{}, user.ScriptHash()), "Transfer from null (mint)")
}

// Unwrap as the product signs it (unwrapRequest: GAS.transfer(user, bNEO, n × 0.001 GAS, null)) burns n × 10^8 bNEO
// and sends n NEO back; the GAS paid is exactly n × 100,000 datoshi besides the transaction fees.
func TestBneoUnwrapBurnsBneoAndReturnsNeo(t *testing.T) {
	w := newWorld(t)
	user := w.user(t, 10)
	w.e.CheckHalt(t, w.send(t, user, calledByEntry, c(w.neo, "transfer", user.ScriptHash(), w.bneo, 10, nil)))
	gasBefore := w.balance(t, w.gas, user.ScriptHash())

	h := w.send(t, user, calledByEntry, c(w.gas, "transfer", user.ScriptHash(), w.bneo, 4*100_000, nil))
	w.e.CheckHalt(t, h)
	require.Equal(t, int64(6*unitsPerNEO), w.balance(t, w.bneo, user.ScriptHash()))
	require.Equal(t, int64(4), w.balance(t, w.neo, user.ScriptHash()))
	require.Equal(t, int64(6*unitsPerNEO), w.readInt(t, w.bneo, "totalSupply"))
	require.Equal(t, gasBefore-4*100_000-w.fees(t, h), w.balance(t, w.gas, user.ScriptHash()))
}

// Unwrapping more bNEO than the sender holds FAULTs and moves nothing.
func TestBneoUnwrapWithoutBneoFaults(t *testing.T) {
	w := newWorld(t)
	user := w.user(t, 2)
	w.e.CheckHalt(t, w.send(t, user, calledByEntry, c(w.neo, "transfer", user.ScriptHash(), w.bneo, 2, nil)))
	h := w.send(t, user, calledByEntry, c(w.gas, "transfer", user.ScriptHash(), w.bneo, 3*100_000, nil))
	w.e.CheckFault(t, h, "insufficient balance to burn")
	require.Equal(t, int64(2*unitsPerNEO), w.balance(t, w.bneo, user.ScriptHash()))
	require.Equal(t, int64(0), w.balance(t, w.neo, user.ScriptHash()))
}

// GAS received with data raises rPS by amount × 99,000,000 / totalSupply; reward(account) = balance × ΔrPS / 10^8;
// a bNEO transfer to the contract itself pays the reward in GAS and returns the bNEO.
func TestBneoRewardsAccrueAndAreClaimed(t *testing.T) {
	w := newWorld(t)
	alice, bob := w.user(t, 30), w.user(t, 10)
	w.e.CheckHalt(t, w.send(t, alice, calledByEntry, c(w.neo, "transfer", alice.ScriptHash(), w.bneo, 30, nil)))
	w.e.CheckHalt(t, w.send(t, bob, calledByEntry, c(w.neo, "transfer", bob.ScriptHash(), w.bneo, 10, nil)))
	rpsBefore := w.readInt(t, w.bneo, "rPS")
	aliceBefore := w.readInt(t, w.bneo, "reward", alice.ScriptHash())

	// Someone (the agents on mainnet) sends 20 GAS with data: 99 % of it is shared to 40 bNEO.
	w.e.CommitteeInvoker(w.gas).Invoke(t, true, "transfer", w.e.CommitteeHash, w.bneo, 20*unitsPerNEO, true)
	supply := int64(40 * unitsPerNEO)
	rps := w.readInt(t, w.bneo, "rPS")
	require.Equal(t, rpsBefore+20*unitsPerNEO*99_000_000/supply, rps)
	aliceReward := w.readInt(t, w.bneo, "reward", alice.ScriptHash())
	require.Equal(t, aliceBefore+30*unitsPerNEO*(rps-rpsBefore)/unitsPerNEO, aliceReward)
	require.InDelta(t, 0.99*20*unitsPerNEO*30/40, float64(aliceReward), unitsPerNEO/1000, "alice holds 3/4 of the supply")

	// Claim: bNEO.transfer(alice, bNEO, 0, null).
	h := w.send(t, alice, calledByEntry, c(w.bneo, "transfer", alice.ScriptHash(), w.bneo, 0, nil))
	w.e.CheckHalt(t, h)
	require.Equal(t, aliceReward, w.transferAmount(t, h, w.gas, w.bneo, alice.ScriptHash()))
	require.Equal(t, int64(0), w.readInt(t, w.bneo, "reward", alice.ScriptHash()))
	require.Equal(t, int64(30*unitsPerNEO), w.balance(t, w.bneo, alice.ScriptHash()))

	// A claim with an amount returns that bNEO too.
	h = w.send(t, bob, calledByEntry, c(w.bneo, "transfer", bob.ScriptHash(), w.bneo, 5*unitsPerNEO, nil))
	w.e.CheckHalt(t, h)
	require.Equal(t, int64(10*unitsPerNEO), w.balance(t, w.bneo, bob.ScriptHash()))
	require.Positive(t, w.transferAmount(t, h, w.gas, w.bneo, bob.ScriptHash()))
}

// The calculator reads rewardEnabled, totalSupply and agent(i) (site/src/wallets/calculator/read.ts); only the owner
// switches the rewards off, after which GAS received no longer raises rPS; trigVote votes with the held NEO.
func TestBneoCalculatorReadsAndOwnerSwitches(t *testing.T) {
	w := newWorld(t)
	require.True(t, w.read(t, w.bneo, "rewardEnabled").Value().(bool))
	require.Equal(t, w.bneo.BytesBE(), w.read(t, w.bneo, "agent", 0).Value().([]byte))
	require.Equal(t, stackitem.Null{}, w.read(t, w.bneo, "agent", 1))

	user := w.user(t, 5)
	w.e.CheckHalt(t, w.send(t, user, calledByEntry, c(w.neo, "transfer", user.ScriptHash(), w.bneo, 5, nil)))
	w.e.CheckFault(t, w.send(t, user, calledByEntry, c(w.bneo, "switchRewardEnabled")), "only the owner")
	w.e.CommitteeInvoker(w.bneo).Invoke(t, stackitem.Null{}, "switchRewardEnabled")
	require.False(t, w.read(t, w.bneo, "rewardEnabled").Value().(bool))
	rps := w.readInt(t, w.bneo, "rPS")
	w.e.CommitteeInvoker(w.gas).Invoke(t, true, "transfer", w.e.CommitteeHash, w.bneo, unitsPerNEO, true)
	require.Equal(t, rps, w.readInt(t, w.bneo, "rPS"))

	// trigVote (owner) votes with the NEO the stand-in holds: NEO.getAccountState(agent(0)) shows the candidate.
	candidate := w.e.NewAccount(t, 1001*unitsPerNEO).(neotest.SingleSigner)
	key := candidate.Account().PublicKey().Bytes()
	w.e.NewInvoker(w.neo, candidate).Invoke(t, true, "registerCandidate", key)
	w.e.CheckFault(t, w.send(t, user, calledByEntry, c(w.bneo, "trigVote", 0, key)), "only the owner")
	w.e.CommitteeInvoker(w.bneo).Invoke(t, stackitem.Null{}, "trigVote", 0, key)
	accountState := w.read(t, w.neo, "getAccountState", w.bneo).Value().([]stackitem.Item)
	require.Equal(t, key, accountState[2].Value().([]byte))
}
