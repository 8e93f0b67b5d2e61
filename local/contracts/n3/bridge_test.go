package n3_test

import (
	"testing"

	"github.com/nspcc-dev/neo-go/pkg/neotest"
	"github.com/nspcc-dev/neo-go/pkg/util"
	"github.com/nspcc-dev/neo-go/pkg/vm/stackitem"
	"github.com/stretchr/testify/require"
)

// The defaults of the bane-labs deployment (NEO.md §5.2) in GAS datoshi.
const (
	depositFee = 10_000_000
	minDeposit = 100_000_000
	maxDeposit = 1_000_000_000_000
)

// neoXRecipient is a Neo X address passed as a Hash160, as the product does.
var neoXRecipient = util.Uint160{0x12, 0x34, 0x56, 0x78, 0x9a}

// deposit signs depositNative as the product does (depositNativeRequest: CustomContracts [bridge, GAS]).
func (w *world) deposit(t *testing.T, from util.Uint160, signer neotest.SingleSigner, amount, maxFee int64) util.Uint256 {
	return w.send(t, signer, customContracts(w.bridge, w.gas), c(w.bridge, "depositNative", from, neoXRecipient, amount, maxFee))
}

// The product reads fee, limits, cap, pause flags and getNativeBridge in one script (site/src/wallets/bridge/contract.ts).
func TestBridgeReadsDefaults(t *testing.T) {
	w := newWorld(t)
	require.Equal(t, int64(depositFee), w.readInt(t, w.bridge, "nativeDepositFee"))
	require.Equal(t, int64(minDeposit), w.readInt(t, w.bridge, "minNativeDeposit"))
	require.Equal(t, int64(maxDeposit), w.readInt(t, w.bridge, "maxNativeDeposit"))
	require.Equal(t, int64(10_000_000_000_000), w.readInt(t, w.bridge, "maxTotalDepositedNative"))
	require.Equal(t, int64(0), w.readInt(t, w.bridge, "nativeDepositNonce"))
	require.False(t, w.read(t, w.bridge, "isPaused").Value().(bool))
	require.False(t, w.read(t, w.bridge, "depositsArePaused").Value().(bool))
	state := w.read(t, w.bridge, "getNativeBridge").Value().([]stackitem.Item)
	require.Len(t, state, 5)
	require.False(t, state[0].Value().(bool), "native bridge not paused")
	total, _ := state[1].TryInteger()
	require.Equal(t, int64(0), total.Int64())
}

// A deposit takes the 0.1 GAS fee and the amount from the depositor, increments the nonce, adds to the total and emits
// NativeDeposit(Nonce, Recipient, Amount, Depositor, DepositHash, NewDepositRoot).
func TestBridgeDepositFeeNonceAndEvent(t *testing.T) {
	w := newWorld(t)
	user := w.user(t, 0)
	before := w.balance(t, w.gas, user.ScriptHash())
	h := w.deposit(t, user.ScriptHash(), user, 5*unitsPerNEO, depositFee)
	w.e.CheckHalt(t, h)
	require.Equal(t, before-5*unitsPerNEO-depositFee-w.fees(t, h), w.balance(t, w.gas, user.ScriptHash()))
	require.Equal(t, int64(5*unitsPerNEO+depositFee), w.balance(t, w.gas, w.bridge))
	require.Equal(t, int64(1), w.readInt(t, w.bridge, "nativeDepositNonce"))

	events := w.events(t, h, w.bridge, "NativeDeposit")
	require.Len(t, events, 1)
	fields := events[0].Item.Value().([]stackitem.Item)
	nonce, _ := fields[0].TryInteger()
	amount, _ := fields[2].TryInteger()
	require.Equal(t, int64(1), nonce.Int64())
	require.Equal(t, neoXRecipient, bytesOf(fields[1]))
	require.Equal(t, int64(5*unitsPerNEO), amount.Int64())
	require.Equal(t, user.ScriptHash(), bytesOf(fields[3]))
	root1, _ := fields[5].TryBytes()
	require.Len(t, root1, 32)

	h = w.deposit(t, user.ScriptHash(), user, 2*unitsPerNEO, depositFee)
	w.e.CheckHalt(t, h)
	fields = w.events(t, h, w.bridge, "NativeDeposit")[0].Item.Value().([]stackitem.Item)
	nonce, _ = fields[0].TryInteger()
	root2, _ := fields[5].TryBytes()
	require.Equal(t, int64(2), nonce.Int64())
	require.NotEqual(t, root1, root2)
	total, _ := w.read(t, w.bridge, "getNativeBridge").Value().([]stackitem.Item)[1].TryInteger()
	require.Equal(t, int64(7*unitsPerNEO), total.Int64())
}

// Below the minimum, above the maximum, a fee above maxFee, over the cap, or while paused: FAULT, and no GAS moves.
func TestBridgeRefusals(t *testing.T) {
	w := newWorld(t)
	user := w.user(t, 0)
	me := user.ScriptHash()
	w.e.CheckFault(t, w.deposit(t, me, user, minDeposit-1, depositFee), "Deposit amount too low")
	w.e.CheckFault(t, w.deposit(t, me, user, 2*unitsPerNEO, depositFee-1), "Max fee exceeded")

	owner := w.e.CommitteeInvoker(w.bridge)
	owner.Invoke(t, stackitem.Null{}, "setMaxNativeDeposit", 3*unitsPerNEO)
	w.e.CheckFault(t, w.deposit(t, me, user, 3*unitsPerNEO+1, depositFee), "Deposit amount too high")
	owner.Invoke(t, stackitem.Null{}, "setMaxTotalDepositedNative", 4*unitsPerNEO)
	w.e.CheckHalt(t, w.deposit(t, me, user, 3*unitsPerNEO, depositFee))
	w.e.CheckFault(t, w.deposit(t, me, user, 2*unitsPerNEO, depositFee), "Max total deposited native tokens exceeded")

	owner.Invoke(t, stackitem.Null{}, "pauseDeposits")
	require.True(t, w.read(t, w.bridge, "depositsArePaused").Value().(bool))
	w.e.CheckFault(t, w.deposit(t, me, user, unitsPerNEO, depositFee), "Deposits paused")
	owner.Invoke(t, stackitem.Null{}, "unpauseDeposits")
	owner.Invoke(t, stackitem.Null{}, "pauseBridge")
	require.True(t, w.read(t, w.bridge, "isPaused").Value().(bool))
	w.e.CheckFault(t, w.deposit(t, me, user, unitsPerNEO, depositFee), "Bridge paused")
	require.Equal(t, int64(3*unitsPerNEO+depositFee), w.balance(t, w.gas, w.bridge))
	require.Equal(t, int64(1), w.readInt(t, w.bridge, "nativeDepositNonce"))
}

// Only the owner changes the fee; the product then reads the new fee; nobody deposits from another's account.
func TestBridgeOwnerSettersAndWitness(t *testing.T) {
	w := newWorld(t)
	user, other := w.user(t, 0), w.user(t, 0)
	w.e.CheckFault(t, w.send(t, user, calledByEntry, c(w.bridge, "setNativeDepositFee", 1)), "Only the governor")
	w.e.CommitteeInvoker(w.bridge).Invoke(t, stackitem.Null{}, "setNativeDepositFee", 5_000_000)
	require.Equal(t, int64(5_000_000), w.readInt(t, w.bridge, "nativeDepositFee"))
	w.e.CheckFault(t, w.deposit(t, user.ScriptHash(), other, 2*unitsPerNEO, 5_000_000), "Fee transfer failed")
	w.e.CheckHalt(t, w.deposit(t, user.ScriptHash(), user, 2*unitsPerNEO, 5_000_000))
}
