// Package token is a plain NEP-17 token standing in, on the local privnet, for the third-party tokens of the Flamingo
// swap list that have no place on a privnet (FLM mainnet 0xf0151f528127558851b39c2cd8aa47da7418ab28, fUSDT
// 0xcd48b160c1bbc9d74997b803b9a7ad50a4bef020, …; NEO.md §4.1). Same NEP-17 methods as any such token
// (github.com/neo-project/proposals nep-17.mediawiki). The deploy data [symbol, decimals, supply] names it and mints
// the whole supply to the deployer; nothing else (no minting afterwards, no owner methods).
package token

import (
	"github.com/nspcc-dev/neo-go/pkg/interop"
	"github.com/nspcc-dev/neo-go/pkg/interop/runtime"
	"github.com/nspcc-dev/neo-go/pkg/interop/storage"

	"github.com/neo-ecosystem/local/contracts/n3/lib/nep17"
)

const (
	symbolKey   = "y"
	decimalsKey = "d"
)

// _deploy takes [symbol string, decimals int, supply int] and mints supply (smallest units) to the deployer.
func _deploy(data any, isUpdate bool) {
	if isUpdate {
		return
	}
	args := data.([]any)
	if len(args) != 3 {
		panic("deploy data: [symbol, decimals, supply]")
	}
	ctx := storage.GetContext()
	storage.Put(ctx, symbolKey, args[0].(string))
	storage.Put(ctx, decimalsKey, args[1].(int))
	nep17.Mint(runtime.GetScriptContainer().Sender, args[2].(int))
}

// Symbol answers the symbol given at deploy.
func Symbol() string { return storage.Get(storage.GetReadOnlyContext(), symbolKey).(string) }

// Decimals answers the decimals given at deploy.
func Decimals() int { return nep17.GetInt(storage.GetReadOnlyContext(), []byte(decimalsKey)) }

// TotalSupply answers the supply minted at deploy.
func TotalSupply() int { return nep17.TotalSupply() }

// BalanceOf answers the balance of account.
func BalanceOf(account interop.Hash160) int { return nep17.BalanceOf(account) }

// Transfer is NEP-17 transfer.
func Transfer(from, to interop.Hash160, amount int, data any) bool {
	return nep17.Transfer(from, to, amount, data)
}
