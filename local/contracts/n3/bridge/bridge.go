// Package bridge is the stand-in for the N3 side of the Neo X bridge, NeoXBridge, mainnet
// 0xbb19cfc864b73159277e1fd39694b3fd5fc613d2, on the local privnet; same method names, parameter and return types as
// the mainnet manifest v3.0.0 (github.com/bane-labs/bridge-neo-contracts
// release-artifacts/token-bridge/3.0.0/NeoXBridge.manifest.json @ d3508dca80085d17683bf6de6e7f862399edaeb2) for the
// methods below. Behaviour limited to what this product relies on (NEO.md §5.2; NativeBridgeImpl.java @ 137adce):
//   - depositNative(from, to, amount, maxFee) (and the feeSponsor overload): checks 'from'/'to', aborts "Max fee
//     exceeded" when nativeDepositFee() > maxFee, takes the fee then the amount in GAS from `from` by GAS transfers
//     the bridge calls (the signer must allow the bridge and GAS: CustomContracts [bridge, GAS] as the product signs),
//     aborts "Deposit amount too low" / "Deposit amount too high" outside [minNativeDeposit, maxNativeDeposit] and
//     "Max total deposited native tokens exceeded. Wait for governor to increase." above maxTotalDepositedNative(),
//     increments nativeDepositNonce() and emits NativeDeposit(Nonce, Recipient, Amount, Depositor, DepositHash,
//     NewDepositRoot);
//   - pause flags: isPaused() (whole bridge), depositsArePaused(), the native bridge's own flag in getNativeBridge();
//   - getNativeBridge() answers the NativeTokenBridgeV3 struct [paused, totalDeposited, [nonce, root],
//     [withdrawalNonce, withdrawalRoot], [depositFee, minAmount, maxAmount, maxWithdrawals, maxTotalDeposited,
//     nativeToken, decimalScalingFactor]].
//
// Defaults at deploy (bane-labs Deployment.java @ 0cfbd7f): fee 0.1 GAS, min 1 GAS, max 10,000 GAS; cap 100,000 GAS.
// What differs: the deployer (owner) is the governor: the setters and pause switches check its witness instead of
// the management contract; DepositHash = sha256(nonce ‖ to ‖ amount) and NewDepositRoot = sha256(root ‖ DepositHash)
// are this stand-in's own (not the mainnet hashing); the fee stays in the bridge; no withdrawals, claims, token
// (NEO) deposits or validator signatures.
package bridge

import (
	"github.com/nspcc-dev/neo-go/pkg/interop"
	"github.com/nspcc-dev/neo-go/pkg/interop/native/crypto"
	"github.com/nspcc-dev/neo-go/pkg/interop/native/gas"
	"github.com/nspcc-dev/neo-go/pkg/interop/native/std"
	"github.com/nspcc-dev/neo-go/pkg/interop/runtime"
	"github.com/nspcc-dev/neo-go/pkg/interop/storage"
)

// Storage keys.
const (
	ownerKey          = "o"
	nativeBridgeKey   = "n"
	pausedKey         = "P"
	depositsPausedKey = "D"
	linkedChainKey    = "c"
)

// Defaults in GAS datoshi (NEO.md §5.2).
const (
	defaultDepositFee        = 10_000_000
	defaultMinAmount         = 100_000_000
	defaultMaxAmount         = 1_000_000_000_000
	defaultMaxTotalDeposited = 10_000_000_000_000
	defaultMaxWithdrawals    = 100
	// GAS has 8 decimals here and 18 on Neo X: amounts are scaled by 10^10 there.
	decimalScalingFactor = 10_000_000_000
)

// State is a deposit or withdrawal sequence: its last nonce and root.
type State struct {
	Nonce int
	Root  []byte
}

// Config is NativeTokenConfigV3's field order.
type Config struct {
	DepositFee           int
	MinAmount            int
	MaxAmount            int
	MaxWithdrawals       int
	MaxTotalDeposited    int
	NativeToken          interop.Hash160
	DecimalScalingFactor int
}

// NativeBridge is NativeTokenBridgeV3's field order.
type NativeBridge struct {
	Paused          bool
	TotalDeposited  int
	DepositState    State
	WithdrawalState State
	Config          Config
}

// _deploy stores the deployer as owner and the default native bridge (GAS, unpaused); data, when an integer, is the
// linked chain id.
func _deploy(data any, isUpdate bool) {
	if isUpdate {
		return
	}
	ctx := storage.GetContext()
	storage.Put(ctx, ownerKey, runtime.GetScriptContainer().Sender)
	if data != nil {
		storage.Put(ctx, linkedChainKey, data.(int))
	}
	zero := make([]byte, 32)
	putNativeBridge(ctx, NativeBridge{
		DepositState:    State{Root: zero},
		WithdrawalState: State{Root: zero},
		Config: Config{
			DepositFee: defaultDepositFee, MinAmount: defaultMinAmount, MaxAmount: defaultMaxAmount,
			MaxWithdrawals: defaultMaxWithdrawals, MaxTotalDeposited: defaultMaxTotalDeposited,
			NativeToken: interop.Hash160(gas.Hash), DecimalScalingFactor: decimalScalingFactor,
		},
	})
}

func nativeBridge() NativeBridge {
	return std.Deserialize(storage.Get(storage.GetReadOnlyContext(), nativeBridgeKey).([]byte)).(NativeBridge)
}

func putNativeBridge(ctx storage.Context, b NativeBridge) {
	storage.Put(ctx, nativeBridgeKey, std.Serialize(b))
}

func flag(key string) bool { return storage.Get(storage.GetReadOnlyContext(), key) != nil }

func setFlag(key string, on bool, event string) {
	checkOwner()
	ctx := storage.GetContext()
	if on {
		storage.Put(ctx, key, 1)
	} else {
		storage.Delete(ctx, key)
	}
	runtime.Notify(event)
}

func checkOwner() {
	if !runtime.CheckWitness(storage.Get(storage.GetReadOnlyContext(), ownerKey).(interop.Hash160)) {
		panic("Only the governor")
	}
}

// IsPaused answers whether the whole bridge is paused.
func IsPaused() bool { return flag(pausedKey) }

// DepositsArePaused answers whether deposits are paused.
func DepositsArePaused() bool { return flag(depositsPausedKey) }

// PauseBridge (owner) pauses the bridge.
func PauseBridge() { setFlag(pausedKey, true, "BridgePause") }

// UnpauseBridge (owner) unpauses the bridge.
func UnpauseBridge() { setFlag(pausedKey, false, "BridgeUnpause") }

// PauseDeposits (owner) pauses deposits.
func PauseDeposits() { setFlag(depositsPausedKey, true, "DepositPause") }

// UnpauseDeposits (owner) unpauses deposits.
func UnpauseDeposits() { setFlag(depositsPausedKey, false, "DepositUnpause") }

// PauseNativeBridge (owner) pauses the native (GAS) bridge.
func PauseNativeBridge() { setNativePaused(true, "NativeBridgePause") }

// UnpauseNativeBridge (owner) unpauses the native (GAS) bridge.
func UnpauseNativeBridge() { setNativePaused(false, "NativeBridgeUnpause") }

func setNativePaused(paused bool, event string) {
	checkOwner()
	b := nativeBridge()
	b.Paused = paused
	putNativeBridge(storage.GetContext(), b)
	runtime.Notify(event)
}

// LinkedChainId answers the chain id given at deploy (0 when none).
func LinkedChainId() int {
	v := storage.Get(storage.GetReadOnlyContext(), linkedChainKey)
	if v == nil {
		return 0
	}
	return v.(int)
}

// NativeBridgeIsSet answers true: the native bridge is set at deploy.
func NativeBridgeIsSet() bool {
	return storage.Get(storage.GetReadOnlyContext(), nativeBridgeKey) != nil
}

// NativeToken answers the GAS hash.
func NativeToken() interop.Hash160 { return nativeBridge().Config.NativeToken }

// GetNativeBridge answers the NativeTokenBridgeV3 struct (see the package comment).
func GetNativeBridge() any { return nativeBridge() }

// NativeDepositFee answers the fee per deposit (GAS datoshi).
func NativeDepositFee() int { return nativeBridge().Config.DepositFee }

// MinNativeDeposit answers the least amount per deposit (GAS datoshi).
func MinNativeDeposit() int { return nativeBridge().Config.MinAmount }

// MaxNativeDeposit answers the most per deposit (GAS datoshi).
func MaxNativeDeposit() int { return nativeBridge().Config.MaxAmount }

// MaxTotalDepositedNative answers the cap of the total deposited (GAS datoshi).
func MaxTotalDepositedNative() int { return nativeBridge().Config.MaxTotalDeposited }

// NativeDepositNonce answers the nonce of the last deposit (0 before the first).
func NativeDepositNonce() int { return nativeBridge().DepositState.Nonce }

// NativeDepositRoot answers the root after the last deposit.
func NativeDepositRoot() []byte { return nativeBridge().DepositState.Root }

// SetNativeDepositFee (owner) sets the fee per deposit.
func SetNativeDepositFee(newFee int) {
	checkOwner()
	if newFee < 0 {
		panic("Invalid fee")
	}
	b := nativeBridge()
	b.Config.DepositFee = newFee
	putNativeBridge(storage.GetContext(), b)
	runtime.Notify("NativeDepositFeeChange", newFee)
}

// SetMinNativeDeposit (owner) sets the least amount per deposit (below the maximum).
func SetMinNativeDeposit(newMinAmount int) {
	checkOwner()
	b := nativeBridge()
	if newMinAmount < 0 || newMinAmount >= b.Config.MaxAmount {
		panic("Invalid min amount")
	}
	b.Config.MinAmount = newMinAmount
	putNativeBridge(storage.GetContext(), b)
	runtime.Notify("MinNativeDepositChange", newMinAmount)
}

// SetMaxNativeDeposit (owner) sets the most per deposit (above the minimum, below the cap).
func SetMaxNativeDeposit(newMaxAmount int) {
	checkOwner()
	b := nativeBridge()
	if newMaxAmount <= b.Config.MinAmount || newMaxAmount >= b.Config.MaxTotalDeposited {
		panic("Invalid max amount")
	}
	b.Config.MaxAmount = newMaxAmount
	putNativeBridge(storage.GetContext(), b)
	runtime.Notify("MaxNativeDepositChange", newMaxAmount)
}

// SetMaxTotalDepositedNative (owner) sets the cap; not below what is deposited already.
func SetMaxTotalDepositedNative(newMaxTotalDeposited int) {
	checkOwner()
	b := nativeBridge()
	if newMaxTotalDeposited < b.TotalDeposited {
		panic("New value must be greater or equal to the total amount deposited.")
	}
	b.Config.MaxTotalDeposited = newMaxTotalDeposited
	putNativeBridge(storage.GetContext(), b)
	runtime.Notify("MaxTotalDepositedNativeChange", newMaxTotalDeposited)
}

// DepositNative locks amount GAS of `from` for `to` on Neo X, the fee paid by `from` (see the package comment).
func DepositNative(from, to interop.Hash160, amount, maxFee int) {
	deposit(from, to, amount, maxFee, from)
}

// DepositNativeSponsored is the manifest's 5-parameter depositNative: the fee is paid by feeSponsor.
func DepositNativeSponsored(from, to interop.Hash160, amount, maxFee int, feeSponsor interop.Hash160) {
	if len(feeSponsor) != interop.Hash160Len {
		panic("Invalid 'feeSponsor'")
	}
	deposit(from, to, amount, maxFee, feeSponsor)
}

// zeroHash is the all-zero script hash, refused as 'from' or 'to'.
var zeroHash = interop.Hash160(make([]byte, interop.Hash160Len))

func deposit(from, to interop.Hash160, amount, maxFee int, feePayer interop.Hash160) {
	self := runtime.GetExecutingScriptHash()
	if len(from) != interop.Hash160Len || from.Equals(zeroHash) {
		panic("Invalid 'from'")
	}
	if from.Equals(self) {
		panic("Prohibited 'from'")
	}
	if len(to) != interop.Hash160Len || to.Equals(zeroHash) {
		panic("Invalid 'to'")
	}
	if IsPaused() {
		panic("Bridge paused")
	}
	if DepositsArePaused() {
		panic("Deposits paused")
	}
	b := nativeBridge()
	if b.Paused {
		panic("Native bridge paused")
	}
	if b.Config.DepositFee > maxFee {
		panic("Max fee exceeded")
	}
	if b.Config.DepositFee > 0 && !gas.Transfer(feePayer, self, b.Config.DepositFee, nil) {
		panic("Fee transfer failed")
	}
	if amount <= 0 || !gas.Transfer(from, self, amount, nil) {
		panic("Token transfer failed")
	}
	if amount < b.Config.MinAmount {
		panic("Deposit amount too low")
	}
	if amount > b.Config.MaxAmount {
		panic("Deposit amount too high")
	}
	b.DepositState.Nonce++
	b.TotalDeposited += amount
	if b.TotalDeposited > b.Config.MaxTotalDeposited {
		panic("Max total deposited native tokens exceeded. Wait for governor to increase.")
	}
	depositHash := crypto.Sha256(append(append(std.Serialize(b.DepositState.Nonce), to...), std.Serialize(amount)...))
	root := crypto.Sha256(append(b.DepositState.Root, depositHash...))
	b.DepositState.Root = root
	putNativeBridge(storage.GetContext(), b)
	runtime.Notify("NativeDeposit", b.DepositState.Nonce, to, amount, from, []byte(depositHash), []byte(root))
}

// OnNEP17Payment accepts GAS only (the fee and the deposits it pulls in).
func OnNEP17Payment(from interop.Hash160, amount int, data any) {
	if !runtime.GetCallingScriptHash().Equals(gas.Hash) {
		panic("Only GAS")
	}
}
