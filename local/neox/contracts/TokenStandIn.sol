// SPDX-License-Identifier: MIT
// TEST ONLY — a local stand-in, never deployed to a public network.
//
// Stands in, on the local Hardhat node, for an ERC-20 token of the catalogue's Neo X list (e.g. NEO bridged to Neo X,
// 0xc28736dc83f4fd43d6fb832Fd93c3eE7bB26828f, NEO.md §5.1): it is put AT that token's address with hardhat_setCode,
// so the product's configured address works unchanged. The EIP-20 interface (balanceOf, transfer, transferFrom,
// approve, allowance, totalSupply, decimals 18, the Transfer and Approval events) and an open `mint` that a real
// token does not have: any account may mint itself tokens, as a local test needs.
pragma solidity ^0.8.20;

contract TokenStandIn {
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    uint256 public totalSupply;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function decimals() external pure returns (uint8) {
        return 18;
    }

    /// TEST ONLY: `value` new tokens to `to`, emitted as a Transfer from the zero address (EIP-20's mint).
    function mint(address to, uint256 value) external {
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        require(allowance[from][msg.sender] >= value, "allowance");
        allowance[from][msg.sender] -= value;
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        require(balanceOf[from] >= value, "balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
