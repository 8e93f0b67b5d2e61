// Package collection is the traffic generator's NEP-11 stand-in (TEST ONLY, local privnet): a non-divisible NFT
// collection after neo-go's nft-nd example and the NEP-11 standard (neo-project/proposals nep-11.mediawiki).
// Its deployer mints items (`mint(to, name)`), their owners transfer them, every change emits
// `Transfer(from, to, 1, tokenId)`, and `properties` answers each item's name and image, so the indexer measures
// owners and transfers of a collection on the privnet. Deployed afresh by every `npm run chain:traffic` run.
package collection

import (
	"github.com/nspcc-dev/neo-go/pkg/interop"
	"github.com/nspcc-dev/neo-go/pkg/interop/contract"
	"github.com/nspcc-dev/neo-go/pkg/interop/iterator"
	"github.com/nspcc-dev/neo-go/pkg/interop/native/management"
	"github.com/nspcc-dev/neo-go/pkg/interop/native/std"
	"github.com/nspcc-dev/neo-go/pkg/interop/runtime"
	"github.com/nspcc-dev/neo-go/pkg/interop/storage"
)

var (
	ownerKey    = []byte("owner")
	supplyKey   = []byte("supply")
	tokenPrefix = []byte("t") // t + tokenId → its owner
	namePrefix  = []byte("n") // n + tokenId → its name
	heldPrefix  = []byte("h") // h + owner + tokenId → tokenId
	countPrefix = []byte("c") // c + owner → how many items it holds
)

func _deploy(_ any, isUpdate bool) {
	if !isUpdate {
		storage.Put(storage.GetContext(), ownerKey, runtime.GetScriptContainer().Sender)
	}
}

// Symbol answers the collection's symbol.
func Symbol() string { return "TRAFFIC" }

// Decimals answers 0: items are not divisible.
func Decimals() int { return 0 }

// TotalSupply answers how many items exist.
func TotalSupply() int {
	v := storage.Get(storage.GetReadOnlyContext(), supplyKey)
	if v == nil {
		return 0
	}
	return v.(int)
}

// BalanceOf answers how many items `holder` owns.
func BalanceOf(holder interop.Hash160) int {
	v := storage.Get(storage.GetReadOnlyContext(), append(countPrefix, holder...))
	if v == nil {
		return 0
	}
	return v.(int)
}

// TokensOf answers an iterator over the ids of the items `holder` owns.
func TokensOf(holder interop.Hash160) iterator.Iterator {
	return storage.Find(storage.GetReadOnlyContext(), append(heldPrefix, holder...), storage.ValuesOnly)
}

// Tokens answers an iterator over every item id.
func Tokens() iterator.Iterator {
	return storage.Find(storage.GetReadOnlyContext(), tokenPrefix, storage.KeysOnly|storage.RemovePrefix)
}

// OwnerOf answers the owner of item `tokenId`.
func OwnerOf(tokenId []byte) interop.Hash160 {
	v := storage.Get(storage.GetReadOnlyContext(), append(tokenPrefix, tokenId...))
	if v == nil {
		panic("no such token")
	}
	return v.(interop.Hash160)
}

// Properties answers the item's name and image (NEP-11 `properties`).
func Properties(tokenId []byte) map[string]string {
	v := storage.Get(storage.GetReadOnlyContext(), append(namePrefix, tokenId...))
	if v == nil {
		panic("no such token")
	}
	return map[string]string{
		"name":  v.(string),
		"image": "https://example.org/traffic-nft/" + string(tokenId) + ".png",
	}
}

func move(ctx storage.Context, from, to interop.Hash160, tokenId []byte) {
	if from != nil {
		storage.Delete(ctx, append(append(heldPrefix, from...), tokenId...))
		storage.Put(ctx, append(countPrefix, from...), BalanceOf(from)-1)
	}
	storage.Put(ctx, append(append(heldPrefix, to...), tokenId...), tokenId)
	storage.Put(ctx, append(countPrefix, to...), BalanceOf(to)+1)
	storage.Put(ctx, append(tokenPrefix, tokenId...), to)
}

func notify(from, to interop.Hash160, tokenId []byte, data any) {
	runtime.Notify("Transfer", from, to, 1, tokenId)
	if management.GetContract(to) != nil {
		contract.Call(to, "onNEP11Payment", contract.All, from, 1, tokenId, data)
	}
}

// Transfer moves item `tokenId` from its owner (who must sign) to `to`; answers whether it moved.
func Transfer(to interop.Hash160, tokenId []byte, data any) bool {
	if len(to) != 20 {
		panic("invalid 'to' address")
	}
	ctx := storage.GetContext()
	owner := OwnerOf(tokenId)
	if !runtime.CheckWitness(owner) {
		return false
	}
	if !owner.Equals(to) {
		move(ctx, owner, to, tokenId)
	}
	notify(owner, to, tokenId, data)
	return true
}

// Mint creates the next item, named `name`, for `to`; only the deployer may. Answers its id ("1", "2", …).
func Mint(to interop.Hash160, name string) []byte {
	ctx := storage.GetContext()
	if !runtime.CheckWitness(storage.Get(ctx, ownerKey).(interop.Hash160)) {
		panic("only the owner may mint")
	}
	supply := TotalSupply() + 1
	storage.Put(ctx, supplyKey, supply)
	tokenId := []byte(std.Itoa10(supply))
	storage.Put(ctx, append(namePrefix, tokenId...), name)
	move(ctx, nil, to, tokenId)
	notify(nil, to, tokenId, nil)
	return tokenId
}
