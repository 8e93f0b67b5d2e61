// Package nep17 is the NEP-17 ledger the stand-in tokens share (bneo, token): balances and total supply in the
// calling contract's storage, transfer with the standard's witness rule and onNEP17Payment call, mint and burn.
// Written for this project from the NEP-17 standard (github.com/neo-project/proposals nep-17.mediawiki); it is
// compiled into each contract by neo-go's compiler.
package nep17

import (
	"github.com/nspcc-dev/neo-go/pkg/interop"
	"github.com/nspcc-dev/neo-go/pkg/interop/contract"
	"github.com/nspcc-dev/neo-go/pkg/interop/native/management"
	"github.com/nspcc-dev/neo-go/pkg/interop/runtime"
	"github.com/nspcc-dev/neo-go/pkg/interop/storage"
)

// Storage keys: 'b' + account → balance, 's' → total supply.
const (
	balancePrefix = "b"
	supplyKey     = "s"
)

// GetInt reads an integer stored under key (0 when absent).
func GetInt(ctx storage.Context, key []byte) int {
	v := storage.Get(ctx, key)
	if v == nil {
		return 0
	}
	return v.(int)
}

// PutInt stores an integer under key, deleting the key for 0.
func PutInt(ctx storage.Context, key []byte, value int) {
	if value == 0 {
		storage.Delete(ctx, key)
		return
	}
	storage.Put(ctx, key, value)
}

func balanceKey(account interop.Hash160) []byte {
	return append([]byte(balancePrefix), account...)
}

// TotalSupply answers the tokens in circulation, in the token's smallest unit.
func TotalSupply() int {
	return GetInt(storage.GetReadOnlyContext(), []byte(supplyKey))
}

// BalanceOf answers the balance of account; it aborts for a value that is not a 20-byte script hash.
func BalanceOf(account interop.Hash160) int {
	if len(account) != interop.Hash160Len {
		panic("invalid account")
	}
	return GetInt(storage.GetReadOnlyContext(), balanceKey(account))
}

// Transfer moves amount from `from` to `to` when `from` witnessed the call (or is the calling contract), then calls
// `to`'s onNEP17Payment if it is a contract. It answers false (NEP-17) on a missing witness or a short balance.
func Transfer(from, to interop.Hash160, amount int, data any) bool {
	if len(from) != interop.Hash160Len || len(to) != interop.Hash160Len {
		panic("invalid from or to")
	}
	if amount < 0 {
		panic("negative amount")
	}
	if !from.Equals(runtime.GetCallingScriptHash()) && !runtime.CheckWitness(from) {
		return false
	}
	return Move(from, to, amount, data)
}

// Move is Transfer without the witness check: for the contract's own logic (paying out of its own balance).
func Move(from, to interop.Hash160, amount int, data any) bool {
	ctx := storage.GetContext()
	fromBalance := GetInt(ctx, balanceKey(from))
	if fromBalance < amount {
		return false
	}
	if amount > 0 && !from.Equals(to) {
		PutInt(ctx, balanceKey(from), fromBalance-amount)
		PutInt(ctx, balanceKey(to), GetInt(ctx, balanceKey(to))+amount)
	}
	runtime.Notify("Transfer", from, to, amount)
	if management.GetContract(to) != nil {
		contract.Call(to, "onNEP17Payment", contract.All, from, amount, data)
	}
	return true
}

// Mint credits amount new tokens to account (Transfer event from null); no onNEP17Payment call.
func Mint(account interop.Hash160, amount int) {
	if amount < 0 {
		panic("negative amount")
	}
	if amount == 0 {
		return
	}
	ctx := storage.GetContext()
	PutInt(ctx, balanceKey(account), GetInt(ctx, balanceKey(account))+amount)
	PutInt(ctx, []byte(supplyKey), GetInt(ctx, []byte(supplyKey))+amount)
	runtime.Notify("Transfer", nil, account, amount)
}

// Burn destroys amount tokens of account (Transfer event to null); it aborts when the balance is short.
func Burn(account interop.Hash160, amount int) {
	if amount < 0 {
		panic("negative amount")
	}
	ctx := storage.GetContext()
	balance := GetInt(ctx, balanceKey(account))
	if balance < amount {
		panic("insufficient balance to burn")
	}
	if amount == 0 {
		return
	}
	PutInt(ctx, balanceKey(account), balance-amount)
	PutInt(ctx, []byte(supplyKey), GetInt(ctx, []byte(supplyKey))-amount)
	runtime.Notify("Transfer", account, nil, amount)
}
