// Package bneo is the stand-in for NeoBurger's BurgerNEO (bNEO), mainnet 0x48c40d4666f93408be1bef038b6722404d9a4c2a,
// on the local privnet; same method names, parameter and return types as the mainnet manifest
// (github.com/neoburger/code BurgerNEO/BurgerNEO.manifest.json @ c223203b80ec1450669d2294e89518ce17713247, the release
// of BurgerNEO.cs @ c7acb65; NEO.md §3.2 cites the same manifest @ a08ecce). Behaviour limited to what this product
// relies on:
//   - NEO sent to the contract mints n × 10^8 bNEO to the sender (wrap);
//   - GAS sent with data == null burns g × 1000 bNEO units of the sender and sends back g × 1000 / 10^8 NEO
//     (0.001 GAS per NEO: unwrap); the sender must hold the bNEO, else the transaction FAULTs;
//   - bNEO sent to the contract itself pays the sender's accrued GAS reward and returns the bNEO (claim);
//   - any GAS received (withdraw fees, GAS sent with data, the GAS the NEO held here generates) raises rPS by
//     amount × 99,000,000 / totalSupply while rewardEnabled(); reward(account) = balance × (rPS − paid) / 10^8 + stored;
//   - the NEO stays in this contract, which is its only agent: agent(0) answers this contract's hash, agent(i > 0)
//     null; trigVote(0, key) (owner) votes with it; switchRewardEnabled() (owner) toggles the rewards.
//
// Not reproduced: the 22 BurgerAgent contracts, the strategist and candidate whitelist, setAgent/setOwner, update, pika.
package bneo

import (
	"github.com/nspcc-dev/neo-go/pkg/interop"
	"github.com/nspcc-dev/neo-go/pkg/interop/native/gas"
	"github.com/nspcc-dev/neo-go/pkg/interop/native/neo"
	"github.com/nspcc-dev/neo-go/pkg/interop/runtime"
	"github.com/nspcc-dev/neo-go/pkg/interop/storage"

	"github.com/neo-ecosystem/local/contracts/n3/lib/nep17"
)

// Storage keys (single letters, distinct from the ledger's 'b' and 's').
const (
	ownerKey         = "o"
	rpsKey           = "r"
	rewardPrefix     = "w"
	paidPrefix       = "p"
	rewardEnabledKey = "e"
)

const (
	// holderShare of each GAS received goes to bNEO holders, per 10^8 (BurgerNEO.cs DEFAULTCLAIMREMAIN, NEO.md §3.2).
	holderShare = 99_000_000
	// withdrawFactor: bNEO units burned per GAS datoshi sent (DEFAULTWITHDRAWFACTOR: 0.001 GAS per NEO).
	withdrawFactor = 1000
	// unitsPerNEO: bNEO units (8 decimals) per whole NEO.
	unitsPerNEO = 100_000_000
)

func _deploy(_ any, isUpdate bool) {
	if isUpdate {
		return
	}
	ctx := storage.GetContext()
	storage.Put(ctx, ownerKey, runtime.GetScriptContainer().Sender)
	storage.Put(ctx, rewardEnabledKey, 1)
}

// Symbol answers "bNEO".
func Symbol() string { return "bNEO" }

// Decimals answers 8.
func Decimals() int { return 8 }

// TotalSupply answers the bNEO in circulation (10^-8 bNEO).
func TotalSupply() int { return nep17.TotalSupply() }

// BalanceOf answers the bNEO of owner (10^-8 bNEO).
func BalanceOf(owner interop.Hash160) int { return nep17.BalanceOf(owner) }

// Transfer is NEP-17 transfer; a positive amount first books both parties' rewards (syncAccount).
func Transfer(from, to interop.Hash160, amount int, data any) bool {
	if amount > 0 {
		SyncAccount(from)
		SyncAccount(to)
	}
	return nep17.Transfer(from, to, amount, data)
}

// Owner answers the account that deployed the contract.
func Owner() interop.Hash160 {
	return storage.Get(storage.GetReadOnlyContext(), ownerKey).(interop.Hash160)
}

// Agent answers the contract holding the NEO: this contract for i == 0, null otherwise.
func Agent(i int) interop.Hash160 {
	if i == 0 {
		return runtime.GetExecutingScriptHash()
	}
	return nil
}

// Reward books and answers account's claimable GAS (datoshi).
func Reward(account interop.Hash160) int {
	SyncAccount(account)
	return nep17.GetInt(storage.GetReadOnlyContext(), append([]byte(rewardPrefix), account...))
}

// RPS answers the cumulative GAS datoshi credited per 1 bNEO (10^8 units).
func RPS() int { return nep17.GetInt(storage.GetReadOnlyContext(), []byte(rpsKey)) }

// RewardEnabled answers whether GAS received is still shared to bNEO holders.
func RewardEnabled() bool {
	return nep17.GetInt(storage.GetReadOnlyContext(), []byte(rewardEnabledKey)) > 0
}

// SyncAccount books account's reward earned since its last sync at the current rPS.
func SyncAccount(account interop.Hash160) bool {
	ctx := storage.GetContext()
	rps := nep17.GetInt(ctx, []byte(rpsKey))
	balance := nep17.BalanceOf(account)
	paidKey := append([]byte(paidPrefix), account...)
	if balance > 0 {
		rewardKey := append([]byte(rewardPrefix), account...)
		earned := balance*(rps-nep17.GetInt(ctx, paidKey))/unitsPerNEO + nep17.GetInt(ctx, rewardKey)
		nep17.PutInt(ctx, rewardKey, earned)
	}
	nep17.PutInt(ctx, paidKey, rps)
	return true
}

// SwitchRewardEnabled (owner) turns the reward sharing off or on again.
func SwitchRewardEnabled() {
	checkOwner()
	value := 1
	if RewardEnabled() {
		value = 0
	}
	nep17.PutInt(storage.GetContext(), []byte(rewardEnabledKey), value)
}

// TrigVote (owner) votes for target with the NEO held by agent i (only agent 0 exists here).
func TrigVote(i int, target interop.PublicKey) {
	checkOwner()
	if i != 0 {
		panic("no such agent")
	}
	if !neo.Vote(runtime.GetExecutingScriptHash(), target) {
		panic("vote failed")
	}
}

// OnNEP17Payment: NEO in → mint bNEO (wrap); GAS in with data null → burn bNEO, NEO out (unwrap); bNEO in from
// this contract's own transfer → pay the reward and return the bNEO (claim). Any GAS in raises rPS.
func OnNEP17Payment(from interop.Hash160, amount int, data any) {
	caller := runtime.GetCallingScriptHash()
	self := runtime.GetExecutingScriptHash()
	if caller.Equals(gas.Hash) && amount > 0 && RewardEnabled() {
		if supply := nep17.TotalSupply(); supply > 0 {
			ctx := storage.GetContext()
			nep17.PutInt(ctx, []byte(rpsKey), nep17.GetInt(ctx, []byte(rpsKey))+amount*holderShare/supply)
		}
	}
	if len(from) == 0 {
		return // GAS minted to this contract for the NEO it holds: reward income only.
	}
	SyncAccount(from)
	switch {
	case caller.Equals(neo.Hash):
		nep17.Mint(from, amount*unitsPerNEO)
	case caller.Equals(gas.Hash) && amount > 0 && data == nil:
		burned := amount * withdrawFactor
		nep17.Burn(from, burned)
		if out := burned / unitsPerNEO; out > 0 && !neo.Transfer(self, from, out, nil) {
			panic("NEO transfer failed")
		}
	case caller.Equals(self):
		rewardKey := append([]byte(rewardPrefix), from...)
		ctx := storage.GetContext()
		if reward := nep17.GetInt(ctx, rewardKey); reward > 0 {
			nep17.PutInt(ctx, rewardKey, 0)
			if !gas.Transfer(self, from, reward, nil) {
				panic("GAS transfer failed")
			}
		}
		if amount > 0 && !nep17.Move(self, from, amount, nil) {
			panic("bNEO return failed")
		}
	}
}

func checkOwner() {
	if !runtime.CheckWitness(Owner()) {
		panic("only the owner")
	}
}
